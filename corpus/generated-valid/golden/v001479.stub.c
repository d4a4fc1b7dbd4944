#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001479.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7trace12ji(unsigned, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13sift17_kernelPKi(const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7trace12ji(unsigned __par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(unsigned, int))trace12)), 0U);}
# 15 "v001479.cu"
void trace12( unsigned __cuda_0,int __cuda_1)
# 16 "v001479.cu"
{__device_stub__Z7trace12ji( __cuda_0,__cuda_1);
# 23 "v001479.cu"
}
# 1 "v001479.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13sift17_kernelPKi( const int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const int *))sift17_kernel)), 0U); }
# 24 "v001479.cu"
void sift17_kernel( const int *__cuda_0)
# 25 "v001479.cu"
{__device_stub__Z13sift17_kernelPKi( __cuda_0);



}
# 1 "v001479.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(const int *))sift17_kernel), _Z13sift17_kernelPKi, 1024); __cudaRegisterEntry(__T0, ((void ( *)(unsigned, int))trace12), _Z7trace12ji, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
