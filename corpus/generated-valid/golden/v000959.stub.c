#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000959.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13rank14_kernelPKdPiPKi(const double *__restrict__, int *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13warp27_kernelPfi(float *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7scale31h(unsigned char);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7clamp38l(long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13rank14_kernelPKdPiPKi(const double *__restrict__ __par0, int *__par1, const int *__par2){ const double *__T0;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const double *__restrict__, int *, const int *))rank14_kernel)), 0U);}
# 26 "v000959.cu"
void rank14_kernel( const double *__restrict__ __cuda_0,int *__cuda_1,const int *__cuda_2)
# 26 "v000959.cu"
{__device_stub__Z13rank14_kernelPKdPiPKi( __cuda_0,__cuda_1,__cuda_2);
# 37 "v000959.cu"
}
# 1 "v000959.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13warp27_kernelPfi( float *__restrict__ __par0,  int __par1) {  float *__T1;
__cudaLaunchPrologue(2); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *__restrict__, int))warp27_kernel)), 0U); }
# 47 "v000959.cu"
void warp27_kernel( float *__restrict__ __cuda_0,int __cuda_1)
# 47 "v000959.cu"
{__device_stub__Z13warp27_kernelPfi( __cuda_0,__cuda_1);
# 59 "v000959.cu"
}
# 1 "v000959.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7scale31h( unsigned char __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned char))scale31)), 0U); }
# 62 "v000959.cu"
void scale31( unsigned char __cuda_0)
# 62 "v000959.cu"
{__device_stub__Z7scale31h( __cuda_0);
# 69 "v000959.cu"
}
# 1 "v000959.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7clamp38l( long __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(long))clamp38)), 0U); }
# 72 "v000959.cu"
void clamp38( long __cuda_0)
# 72 "v000959.cu"
{__device_stub__Z7clamp38l( __cuda_0);
# 86 "v000959.cu"
}
# 1 "v000959.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(long))clamp38), _Z7clamp38l, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(unsigned char))scale31), _Z7scale31h, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float *__restrict__, int))warp27_kernel), _Z13warp27_kernelPfi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const double *__restrict__, int *, const int *))rank14_kernel), _Z13rank14_kernelPKdPiPKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
