#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000355.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7trace17PKfS0_Pf(const float *, const float *__restrict__, float *);
static void __device_stub__ZN43_GLOBAL__N__85ee3b25_10_v000355_cu_c_accum36norm10IlEEvT_PKS1_(long, const long *);
static void __device_stub__ZN43_GLOBAL__N__85ee3b25_10_v000355_cu_c_accum36norm10IdEEvT_PKS1_(double, const double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7trace17PKfS0_Pf(const float *__par0, const float *__restrict__ __par1, float *__par2){ const float *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const float *, const float *__restrict__, float *))trace17)), 0U);}
# 35 "v000355.cu"
void trace17( const float *__cuda_0,const float *__restrict__ __cuda_1,float *__cuda_2)
# 36 "v000355.cu"
{__device_stub__Z7trace17PKfS0_Pf( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v000355.cudafe1.stub.c"
static void __device_stub__ZN43_GLOBAL__N__85ee3b25_10_v000355_cu_c_accum36norm10IlEEvT_PKS1_( long __par0,  const long *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(long, const long *))_NV_ANON_NAMESPACE::norm10<long> )), 0U); }namespace _NV_ANON_NAMESPACE{

template<> __specialization_static void __wrapper__device_stub_norm10<long>( long &__cuda_0,const long *&__cuda_1){__device_stub__ZN43_GLOBAL__N__85ee3b25_10_v000355_cu_c_accum36norm10IlEEvT_PKS1_( (long &)__cuda_0,(const long *&)__cuda_1);}}
static void __device_stub__ZN43_GLOBAL__N__85ee3b25_10_v000355_cu_c_accum36norm10IdEEvT_PKS1_( double __par0,  const double *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double, const double *))_NV_ANON_NAMESPACE::norm10<double> )), 0U); }namespace _NV_ANON_NAMESPACE{

template<> __specialization_static void __wrapper__device_stub_norm10<double>( double &__cuda_0,const double *&__cuda_1){__device_stub__ZN43_GLOBAL__N__85ee3b25_10_v000355_cu_c_accum36norm10IdEEvT_PKS1_( (double &)__cuda_0,(const double *&)__cuda_1);}}
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(double, const double *))_NV_ANON_NAMESPACE::norm10<double> ), _ZN43_GLOBAL__N__85ee3b25_10_v000355_cu_c_accum36norm10IdEEvT_PKS1_, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(long, const long *))_NV_ANON_NAMESPACE::norm10<long> ), _ZN43_GLOBAL__N__85ee3b25_10_v000355_cu_c_accum36norm10IlEEvT_PKS1_, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(const float *, const float *__restrict__, float *))trace17), _Z7trace17PKfS0_Pf, (-1)); __cudaRegisterVariable(__T1, __shadow_var(c_accum3,::c_accum3), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
