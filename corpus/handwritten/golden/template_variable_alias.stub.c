#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "template_variable_alias.fatbin.c"
typedef Ptr<const float>  _Z3PtrIKfE;
typedef Ptr<    ::Vec<float, (int)2> >  _Z3PtrI3VecIfLi2EEE;
typedef Ptr<const double>  _Z3PtrIKdE;
typedef Ptr<    ::Vec<double, (int)2> >  _Z3PtrI3VecIdLi2EEE;
extern __attribute__((visibility("hidden"))) void __device_stub__Z4packPKfP3VecIfLi4EEi(const float *, Float4 *, int);
static void __device_stub__Z7circlesIfEvPKT_P3VecIS0_Li2EEi(const _Z3PtrIKfE, _Z3PtrI3VecIfLi2EEE, int);
static void __device_stub__Z7circlesIdEvPKT_P3VecIS0_Li2EEi(const _Z3PtrIKdE, _Z3PtrI3VecIdLi2EEE, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z4packPKfP3VecIfLi4EEi(const float *__par0, Float4 *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const float *, Float4 *, int))pack)), 0U);}
# 27 "template_variable_alias.cu"
void pack( const float *__cuda_0,::Float4 *__cuda_1,int __cuda_2)
# 28 "template_variable_alias.cu"
{__device_stub__Z4packPKfP3VecIfLi4EEi( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "template_variable_alias.cudafe1.stub.c"
static void __device_stub__Z7circlesIfEvPKT_P3VecIS0_Li2EEi( const _Z3PtrIKfE __par0,  _Z3PtrI3VecIfLi2EEE __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const _Z3PtrIKfE, _Z3PtrI3VecIfLi2EEE, int))circles<float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_circles<float>( const _Z3PtrIKfE &__cuda_0,_Z3PtrI3VecIfLi2EEE &__cuda_1,int &__cuda_2){__device_stub__Z7circlesIfEvPKT_P3VecIS0_Li2EEi( (_Z3PtrIKfE &)__cuda_0,(_Z3PtrI3VecIfLi2EEE &)__cuda_1,(int &)__cuda_2);}
static void __device_stub__Z7circlesIdEvPKT_P3VecIS0_Li2EEi( const _Z3PtrIKdE __par0,  _Z3PtrI3VecIdLi2EEE __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const _Z3PtrIKdE, _Z3PtrI3VecIdLi2EEE, int))circles<double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_circles<double>( const _Z3PtrIKdE &__cuda_0,_Z3PtrI3VecIdLi2EEE &__cuda_1,int &__cuda_2){__device_stub__Z7circlesIdEvPKT_P3VecIS0_Li2EEi( (_Z3PtrIKdE &)__cuda_0,(_Z3PtrI3VecIdLi2EEE &)__cuda_1,(int &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(const _Z3PtrIKdE, _Z3PtrI3VecIdLi2EEE, int))circles<double> ), _Z7circlesIdEvPKT_P3VecIS0_Li2EEi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(const _Z3PtrIKfE, _Z3PtrI3VecIfLi2EEE, int))circles<float> ), _Z7circlesIfEvPKT_P3VecIS0_Li2EEi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(const float *, Float4 *, int))pack), _Z4packPKfP3VecIfLi4EEi, (-1)); __cudaRegisterVariable(__T0, __shadow_var(_Z9d_epsilonIdE,(::d_epsilon<double> )), 0, 8UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(_Z9d_epsilonIfE,(::d_epsilon<float> )), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
