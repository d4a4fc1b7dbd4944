#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "template_ids_and_dependent_bases.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z1kPi7state_t(int *, enum state_t);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z1kPi7state_t(int *__par0, enum state_t __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, enum state_t))k)), 0U);}
# 44 "template_ids_and_dependent_bases.cu"
void k( int *__cuda_0,enum ::state_t __cuda_1)
# 44 "template_ids_and_dependent_bases.cu"
{__device_stub__Z1kPi7state_t( __cuda_0,__cuda_1); }
# 1 "template_ids_and_dependent_bases.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int *, enum state_t))k), _Z1kPi7state_t, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
