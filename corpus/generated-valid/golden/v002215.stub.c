#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002215.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5mix11iPiS_(int, int *, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5mix11iPiS_(int __par0, int *__par1, int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, int *, int *))mix11)), 0U);}
# 21 "v002215.cu"
void mix11( int __cuda_0,int *__cuda_1,int *__cuda_2)
# 21 "v002215.cu"
{__device_stub__Z5mix11iPiS_( __cuda_0,__cuda_1,__cuda_2);
# 35 "v002215.cu"
}
# 1 "v002215.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int, int *, int *))mix11), _Z5mix11iPiS_, (-1)); __cudaRegisterVariable(__T0, __shadow_var(c_probe3,::c_probe3), 0, 32UL, 1, 0); __cudaRegisterVariable(__T0, __shadow_var(d_count39,::d_count39), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
