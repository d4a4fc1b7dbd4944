#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000422.fatbin.c"
static void __device_stub__Z13decay7_kernelIdiEvPKT0_PT_(const int *, real3_t *__restrict__);
static void __device_stub__ZN8detail153v166tile17Edd(double, double);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13decay7_kernelIdiEvPKT0_PT_(const int *__par0, real3_t *__restrict__ __par1){ real3_t *__T0;
__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaLaunch(((char *)((void ( *)(const int *, real3_t *__restrict__))decay7_kernel<double, int> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_decay7_kernel<double,int>( const int *&__cuda_0,::real3_t *__restrict__ &__cuda_1){__device_stub__Z13decay7_kernelIdiEvPKT0_PT_( (const int *&)__cuda_0,(::real3_t *&)__cuda_1);}
static void __device_stub__ZN8detail153v166tile17Edd(double __par0, double __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(double, double))detail15::v16::tile17)), 0U);}
# 32 "v000422.cu"
static void detail15::v16::tile17( double __cuda_0,double __cuda_1)
# 32 "v000422.cu"
{__device_stub__ZN8detail153v166tile17Edd( __cuda_0,__cuda_1);
# 40 "v000422.cu"
}
# 1 "v000422.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(double, double))detail15::v16::tile17), _ZN8detail153v166tile17Edd, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const int *, real3_t *__restrict__))decay7_kernel<double, int> ), _Z13decay7_kernelIdiEvPKT0_PT_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
