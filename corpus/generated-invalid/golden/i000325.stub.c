#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000325.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8gather14PKl(const long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14sweep26_kernelPKiPj(const int *, unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8gather14PKl(const long *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const long *))gather14)), 0U);}
# 27 "i000325.cu"
void gather14( const long *__cuda_0)
# 28 "i000325.cu"
{__device_stub__Z8gather14PKl( __cuda_0);
# 37 "i000325.cu"
}
# 1 "i000325.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14sweep26_kernelPKiPj( const int *__par0,  unsigned *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *, unsigned *))sweep26_kernel)), 0U); }
# 51 "i000325.cu"
void sweep26_kernel( const int *__cuda_0,unsigned *__cuda_1)
# 52 "i000325.cu"
{__device_stub__Z14sweep26_kernelPKiPj( __cuda_0,__cuda_1);
# 63 "i000325.cu"
}
# 1 "i000325.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(const int *, unsigned *))sweep26_kernel), _Z14sweep26_kernelPKiPj, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(const long *))gather14), _Z8gather14PKl, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
