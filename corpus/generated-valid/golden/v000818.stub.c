#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000818.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_decay8Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5ops283v295mix30Ea(signed char);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z10map_decay8Pdi(double *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(double *, int))map_decay8)), 0U);}
# 19 "v000818.cu"
void map_decay8( double *__cuda_0,int __cuda_1)
# 19 "v000818.cu"
{__device_stub__Z10map_decay8Pdi( __cuda_0,__cuda_1); }
# 1 "v000818.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5ops283v295mix30Ea( signed char __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(signed char))ops28::v29::mix30)), 0U); }
# 41 "v000818.cu"
void ops28::v29::mix30( signed char __cuda_0)
# 41 "v000818.cu"
{__device_stub__ZN5ops283v295mix30Ea( __cuda_0);



}
# 1 "v000818.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(signed char))ops28::v29::mix30), _ZN5ops283v295mix30Ea, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(double *, int))map_decay8), _Z10map_decay8Pdi, (-1)); __cudaRegisterVariable(__T5, __shadow_var(c_pivot47,::c_pivot47), 0, 32UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
