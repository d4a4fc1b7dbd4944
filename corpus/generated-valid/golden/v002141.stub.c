#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002141.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7decay20Pj(unsigned *__restrict__);
static void __device_stub__Z14merge29_kernelIdEvPKT_S2_(const double *__restrict__, const double *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7decay20Pj(unsigned *__restrict__ __par0){ unsigned *__T0;
__cudaLaunchPrologue(1);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaLaunch(((char *)((void ( *)(unsigned *__restrict__))decay20)), 0U);}
# 53 "v002141.cu"
void decay20( unsigned *__restrict__ __cuda_0)
# 53 "v002141.cu"
{__device_stub__Z7decay20Pj( __cuda_0);
# 60 "v002141.cu"
}
# 1 "v002141.cudafe1.stub.c"
static void __device_stub__Z14merge29_kernelIdEvPKT_S2_( const double *__restrict__ __par0,  const double *__restrict__ __par1) {  const double *__T1;
 const double *__T2;
__cudaLaunchPrologue(2); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __cudaLaunch(((char *)((void ( *)(const double *__restrict__, const double *__restrict__))merge29_kernel<double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_merge29_kernel<double>( const double *__restrict__ &__cuda_0,const double *__restrict__ &__cuda_1){__device_stub__Z14merge29_kernelIdEvPKT_S2_( (const double *&)__cuda_0,(const double *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(const double *__restrict__, const double *__restrict__))merge29_kernel<double> ), _Z14merge29_kernelIdEvPKT_S2_, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(unsigned *__restrict__))decay20), _Z7decay20Pj, (-1)); __cudaRegisterVariable(__T6, __shadow_var(c_scale28,::c_scale28), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
