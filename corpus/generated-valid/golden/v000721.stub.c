#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000721.fatbin.c"
typedef float _ZN43_GLOBAL__N__233d3274_10_v000721_cu_a90af7aa7real5_tE;
static void __device_stub__Z15spread14_kernelIdjEvPT_PKS0_T0_(double *, const double *, unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__233d3274_10_v000721_cu_a90af7aa13trace6_kernelEPf(_ZN43_GLOBAL__N__233d3274_10_v000721_cu_a90af7aa7real5_tE *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z15spread14_kernelIdjEvPT_PKS0_T0_(double *__par0, const double *__par1, unsigned __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(double *, const double *, unsigned))spread14_kernel<double, unsigned int> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_spread14_kernel<double,unsigned>( double *&__cuda_0,const double *&__cuda_1,unsigned &__cuda_2){__device_stub__Z15spread14_kernelIdjEvPT_PKS0_T0_( (double *&)__cuda_0,(const double *&)__cuda_1,(unsigned &)__cuda_2);}
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__233d3274_10_v000721_cu_a90af7aa13trace6_kernelEPf(_ZN43_GLOBAL__N__233d3274_10_v000721_cu_a90af7aa7real5_tE *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(_ZN43_GLOBAL__N__233d3274_10_v000721_cu_a90af7aa7real5_tE *))_NV_ANON_NAMESPACE::trace6_kernel)), 0U);}
# 13 "v000721.cu"
void _NV_ANON_NAMESPACE::trace6_kernel( _ZN43_GLOBAL__N__233d3274_10_v000721_cu_a90af7aa7real5_tE *__cuda_0)
# 14 "v000721.cu"
{__device_stub__ZN43_GLOBAL__N__233d3274_10_v000721_cu_a90af7aa13trace6_kernelEPf( __cuda_0);
# 20 "v000721.cu"
}
# 1 "v000721.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(_ZN43_GLOBAL__N__233d3274_10_v000721_cu_a90af7aa7real5_tE *))_NV_ANON_NAMESPACE::trace6_kernel), _ZN43_GLOBAL__N__233d3274_10_v000721_cu_a90af7aa13trace6_kernelEPf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double *, const double *, unsigned))spread14_kernel<double, unsigned int> ), _Z15spread14_kernelIdjEvPT_PKS0_T0_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
