#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001025.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6step17PmPj(size_t *, unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6step17PmPj(size_t *__par0, unsigned *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(size_t *, unsigned *))step17)), 0U);}
# 40 "v001025.cu"
void step17( ::size_t *__cuda_0,unsigned *__cuda_1)
# 41 "v001025.cu"
{__device_stub__Z6step17PmPj( __cuda_0,__cuda_1);
# 56 "v001025.cu"
}
# 1 "v001025.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T10) {  __nv_dummy_param_ref(__T10); __nv_save_fatbinhandle_for_managed_rt(__T10); __cudaRegisterEntry(__T10, ((void ( *)(size_t *, unsigned *))step17), _Z6step17PmPj, (-1)); __cudaRegisterVariable(__T10, __shadow_var(c_stencil11,::c_stencil11), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
