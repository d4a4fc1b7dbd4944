#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000553.fatbin.c"
static void __device_stub__Z14probe11_kernelPKfxPKi(const float *, long long, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14shade22_kernelic(int, char);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z14probe11_kernelPKfxPKi(const float *__par0, long long __par1, const int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const float *, long long, const int *))probe11_kernel)), 0U);}
# 23 "v000553.cu"
static void probe11_kernel( const float *__cuda_0,long long __cuda_1,const int *__cuda_2)
# 23 "v000553.cu"
{__device_stub__Z14probe11_kernelPKfxPKi( __cuda_0,__cuda_1,__cuda_2);
# 31 "v000553.cu"
}
# 1 "v000553.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14shade22_kernelic( int __par0,  char __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, char))shade22_kernel)), 0U); }
# 49 "v000553.cu"
void shade22_kernel( int __cuda_0,char __cuda_1)
# 49 "v000553.cu"
{__device_stub__Z14shade22_kernelic( __cuda_0,__cuda_1);
# 64 "v000553.cu"
}
# 1 "v000553.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, char))shade22_kernel), _Z14shade22_kernelic, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const float *, long long, const int *))probe11_kernel), _Z14probe11_kernelPKfxPKi, 256UL); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
