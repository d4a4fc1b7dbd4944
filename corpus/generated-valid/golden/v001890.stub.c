#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001890.fatbin.c"
static void __device_stub__Z7score17PKjc(const unsigned *__restrict__, char);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z7score17PKjc(const unsigned *__restrict__ __par0, char __par1){ const unsigned *__T0;
__cudaLaunchPrologue(2);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const unsigned *__restrict__, char))score17)), 0U);}
# 13 "v001890.cu"
static void score17( const unsigned *__restrict__ __cuda_0,char __cuda_1)
# 14 "v001890.cu"
{__device_stub__Z7score17PKjc( __cuda_0,__cuda_1);
# 25 "v001890.cu"
}
# 1 "v001890.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(const unsigned *__restrict__, char))score17), _Z7score17PKjc, (-1)); __cudaRegisterVariable(__T1, __shadow_var(c_decay24,::c_decay24), 0, 32UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
