#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000685.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13sweep7_kernelfPjPi(float, unsigned *, int *);
static void __device_stub__Z15smooth24_kernelPf(float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13kick27_kernelPf(float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8smooth31l(long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13sweep7_kernelfPjPi(float __par0, unsigned *__par1, int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(float, unsigned *, int *))sweep7_kernel)), 0U);}
# 21 "v000685.cu"
void sweep7_kernel( float __cuda_0,unsigned *__cuda_1,int *__cuda_2)
# 22 "v000685.cu"
{__device_stub__Z13sweep7_kernelfPjPi( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v000685.cudafe1.stub.c"
static void __device_stub__Z15smooth24_kernelPf( float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float *))smooth24_kernel)), 0U); }
# 36 "v000685.cu"
static void smooth24_kernel( float *__cuda_0)
# 37 "v000685.cu"
{__device_stub__Z15smooth24_kernelPf( __cuda_0);




}
# 1 "v000685.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13kick27_kernelPf( float *__restrict__ __par0) {  float *__T0;
__cudaLaunchPrologue(1); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaLaunch(((char *)((void ( *)(float *__restrict__))kick27_kernel)), 0U); }
# 44 "v000685.cu"
void kick27_kernel( float *__restrict__ __cuda_0)
# 45 "v000685.cu"
{__device_stub__Z13kick27_kernelPf( __cuda_0);
# 54 "v000685.cu"
}
# 1 "v000685.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8smooth31l( long __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(long))smooth31)), 0U); }
# 56 "v000685.cu"
void smooth31( long __cuda_0)
# 57 "v000685.cu"
{__device_stub__Z8smooth31l( __cuda_0);
# 79 "v000685.cu"
}
# 1 "v000685.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(long))smooth31), _Z8smooth31l, 128UL); __cudaRegisterEntry(__T5, ((void ( *)(float *__restrict__))kick27_kernel), _Z13kick27_kernelPf, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float *))smooth24_kernel), _Z15smooth24_kernelPf, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float, unsigned *, int *))sweep7_kernel), _Z13sweep7_kernelfPjPi, 1024); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
