#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001010.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14scale18_kernel6Pixel77State10(struct Pixel7&, enum State10);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14scale18_kernel6Pixel77State10(struct Pixel7&__par0, enum State10 __par1){__cudaLaunchPrologue(2);__cudaSetupArg(__par0, 0UL);__cudaSetupArgSimple(__par1, 16UL);__cudaLaunch(((char *)((void ( *)(struct Pixel7, enum State10))scale18_kernel)), 0U);}
# 27 "v001010.cu"
void scale18_kernel( struct ::Pixel7 __cuda_0,enum ::State10 __cuda_1)
# 28 "v001010.cu"
{__device_stub__Z14scale18_kernel6Pixel77State10( __cuda_0,__cuda_1);
# 36 "v001010.cu"
}
# 1 "v001010.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(struct Pixel7, enum State10))scale18_kernel), _Z14scale18_kernel6Pixel77State10, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
