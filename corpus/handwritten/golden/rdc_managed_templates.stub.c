#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_MODULE_ID _f9b7055d_24_rdc_managed_templates_cu_2d5b443e
#define __NV_CUBIN_HANDLE_STORAGE__ extern
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "rdc_managed_templates.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6solver8checksumEPKdi(const double *, int);
static void __device_stub__ZN6solver5relaxIdEEvPT_PKS1_iS1_(double *, const double *, int, double);
static void __device_stub__ZN6solver5relaxIfEEvPT_PKS1_iS1_(float *, const float *, int, float);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN57_GLOBAL__N__f9b7055d_24_rdc_managed_templates_cu_2d5b443e4zeroEPdi(double *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__ZN6solver8checksumEPKdi(const double *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const double *, int))solver::checksum)), 0U);}
# 19 "rdc_managed_templates.cu"
void solver::checksum( const double *__cuda_0,int __cuda_1)
# 20 "rdc_managed_templates.cu"
{__device_stub__ZN6solver8checksumEPKdi( __cuda_0,__cuda_1);
# 27 "rdc_managed_templates.cu"
}
# 1 "rdc_managed_templates.cudafe1.stub.c"
static void __device_stub__ZN6solver5relaxIdEEvPT_PKS1_iS1_( double *__par0,  const double *__par1,  int __par2,  double __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(double *, const double *, int, double))solver::relax<double> )), 0U); }namespace solver{

template<> __specialization_static void __wrapper__device_stub_relax<double>( double *&__cuda_0,const double *&__cuda_1,int &__cuda_2,double &__cuda_3){__device_stub__ZN6solver5relaxIdEEvPT_PKS1_iS1_( (double *&)__cuda_0,(const double *&)__cuda_1,(int &)__cuda_2,(double &)__cuda_3);}}
static void __device_stub__ZN6solver5relaxIfEEvPT_PKS1_iS1_( float *__par0,  const float *__par1,  int __par2,  float __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(float *, const float *, int, float))solver::relax<float> )), 0U); }namespace solver{

template<> __specialization_static void __wrapper__device_stub_relax<float>( float *&__cuda_0,const float *&__cuda_1,int &__cuda_2,float &__cuda_3){__device_stub__ZN6solver5relaxIfEEvPT_PKS1_iS1_( (float *&)__cuda_0,(const float *&)__cuda_1,(int &)__cuda_2,(float &)__cuda_3);}}
__attribute__((visibility("hidden"))) void __device_stub__ZN57_GLOBAL__N__f9b7055d_24_rdc_managed_templates_cu_2d5b443e4zeroEPdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))_NV_ANON_NAMESPACE::zero)), 0U); }
# 31 "rdc_managed_templates.cu"
void _NV_ANON_NAMESPACE::zero( double *__cuda_0,int __cuda_1)
# 32 "rdc_managed_templates.cu"
{__device_stub__ZN57_GLOBAL__N__f9b7055d_24_rdc_managed_templates_cu_2d5b443e4zeroEPdi( __cuda_0,__cuda_1);


}
# 1 "rdc_managed_templates.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(double *, int))_NV_ANON_NAMESPACE::zero), __nv_static_46__f9b7055d_24_rdc_managed_templates_cu_2d5b443e__ZN57_GLOBAL__N__f9b7055d_24_rdc_managed_templates_cu_2d5b443e4zeroEPdi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(float *, const float *, int, float))solver::relax<float> ), _ZN6solver5relaxIfEEvPT_PKS1_iS1_, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(double *, const double *, int, double))solver::relax<double> ), _ZN6solver5relaxIdEEvPT_PKS1_iS1_, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(const double *, int))solver::checksum), _ZN6solver8checksumEPKdi, (-1)); __cudaRegisterManagedVariable(__T0, __shadow_var(m_progress,::m_progress), 0, 4UL, 0, 0); __cudaRegisterManagedVariable(__T0, __shadow_var(m_checksum,::m_checksum), 0, 8UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(_ZN6solver15residual_weightE,::solver::residual_weight), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  ____cudaRegisterLinkedBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
