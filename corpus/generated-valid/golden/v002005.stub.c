#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002005.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13drift7_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14score20_kernelfji(float, unsigned, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13drift7_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))drift7_kernel)), 0U);}
# 23 "v002005.cu"
void drift7_kernel( int __cuda_0)
# 23 "v002005.cu"
{__device_stub__Z13drift7_kerneli( __cuda_0);
# 32 "v002005.cu"
}
# 1 "v002005.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14score20_kernelfji( float __par0,  unsigned __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(float, unsigned, int))score20_kernel)), 0U); }
# 41 "v002005.cu"
void score20_kernel( float __cuda_0,unsigned __cuda_1,int __cuda_2)
# 41 "v002005.cu"
{__device_stub__Z14score20_kernelfji( __cuda_0,__cuda_1,__cuda_2);
# 53 "v002005.cu"
}
# 1 "v002005.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float, unsigned, int))score20_kernel), _Z14score20_kernelfji, 256); __cudaRegisterEntry(__T3, ((void ( *)(int))drift7_kernel), _Z13drift7_kerneli, 512); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
