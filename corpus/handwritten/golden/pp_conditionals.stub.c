#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "pp_conditionals.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5axpbyfPKffPfi(real, const real *, real, real *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z5fusedPfi(real *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5axpbyfPKffPfi(real __par0, const real *__par1, real __par2, real *__par3, int __par4){__cudaLaunchPrologue(5);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaSetupArgSimple(__par4, 32UL);__cudaLaunch(((char *)((void ( *)(real, const real *, real, real *, int))axpby)), 0U);}
# 42 "pp_conditionals.cu"
void axpby( ::real __cuda_0,const ::real *__cuda_1,::real __cuda_2,::real *__cuda_3,int __cuda_4)
# 43 "pp_conditionals.cu"
{__device_stub__Z5axpbyfPKffPfi( __cuda_0,__cuda_1,__cuda_2,__cuda_3,__cuda_4);


}
# 1 "pp_conditionals.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z5fusedPfi( real *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(real *, int))fused)), 0U); }
# 49 "pp_conditionals.cu"
void fused( ::real *__cuda_0,int __cuda_1)
# 50 "pp_conditionals.cu"
{__device_stub__Z5fusedPfi( __cuda_0,__cuda_1);


}
# 1 "pp_conditionals.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(real *, int))fused), _Z5fusedPfi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(real, const real *, real, real *, int))axpby), _Z5axpbyfPKffPfi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
