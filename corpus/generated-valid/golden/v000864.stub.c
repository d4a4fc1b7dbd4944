#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000864.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13score9_kernelfPKiPi(float, const int *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14count15_kernelPKii(const int *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13score9_kernelfPKiPi(float __par0, const int *__par1, int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(float, const int *, int *))score9_kernel)), 0U);}
# 21 "v000864.cu"
void score9_kernel( float __cuda_0,const int *__cuda_1,int *__cuda_2)
# 22 "v000864.cu"
{__device_stub__Z13score9_kernelfPKiPi( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v000864.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14count15_kernelPKii( const int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *, int))count15_kernel)), 0U); }
# 31 "v000864.cu"
void count15_kernel( const int *__cuda_0,int __cuda_1)
# 32 "v000864.cu"
{__device_stub__Z14count15_kernelPKii( __cuda_0,__cuda_1);
# 41 "v000864.cu"
}
# 1 "v000864.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const int *, int))count15_kernel), _Z14count15_kernelPKii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float, const int *, int *))score9_kernel), _Z13score9_kernelfPKiPi, 128); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
