#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000571.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8update43PdPKiPKf(double *, const int *, const real7_t *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8update43PdPKiPKf(double *__par0, const int *__par1, const real7_t *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(double *, const int *, const real7_t *))update43)), 0U);}
# 75 "v000571.cu"
void update43( double *__cuda_0,const int *__cuda_1,const ::real7_t *__cuda_2)
# 76 "v000571.cu"
{__device_stub__Z8update43PdPKiPKf( __cuda_0,__cuda_1,__cuda_2);
# 86 "v000571.cu"
}
# 1 "v000571.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(double *, const int *, const real7_t *))update43), _Z8update43PdPKiPKf, (-1)); __cudaRegisterVariable(__T7, __shadow_var(c_apply6,::c_apply6), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
