#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001577.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6fuse20PliPi(long *, idx11_t, idx11_t *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6fuse20PliPi(long *__par0, idx11_t __par1, idx11_t *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(long *, idx11_t, idx11_t *))fuse20)), 0U);}
# 50 "v001577.cu"
void fuse20( long *__cuda_0,::idx11_t __cuda_1,::idx11_t *__cuda_2)
# 51 "v001577.cu"
{__device_stub__Z6fuse20PliPi( __cuda_0,__cuda_1,__cuda_2);
# 74 "v001577.cu"
}
# 1 "v001577.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(long *, idx11_t, idx11_t *))fuse20), _Z6fuse20PliPi, 1024); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
