#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002340.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5mix33PfPKfPKii(float *, const float *, const int *, int);
static void __device_stub__Z7shade41IdLi3EEvPT_id(double *, int, double);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6impl147scale18EPKmi(const size_t *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5mix33PfPKfPKii(float *__par0, const float *__par1, const int *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(float *, const float *, const int *, int))mix33)), 0U);}
# 58 "v002340.cu"
void mix33( float *__cuda_0,const float *__cuda_1,const int *__cuda_2,int __cuda_3)
# 59 "v002340.cu"
{__device_stub__Z5mix33PfPKfPKii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 66 "v002340.cu"
}
# 1 "v002340.cudafe1.stub.c"
static void __device_stub__Z7shade41IdLi3EEvPT_id( double *__par0,  int __par1,  double __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(double *, int, double))shade41<double, (int)3> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_shade41<double,3>( double *&__cuda_0,int &__cuda_1,double &__cuda_2){__device_stub__Z7shade41IdLi3EEvPT_id( (double *&)__cuda_0,(int &)__cuda_1,(double &)__cuda_2);}
__attribute__((visibility("hidden"))) void __device_stub__ZN6impl147scale18EPKmi( const size_t *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const size_t *, int))impl14::scale18)), 0U); }
# 27 "v002340.cu"
void impl14::scale18( const ::size_t *__cuda_0,int __cuda_1)
# 28 "v002340.cu"
{__device_stub__ZN6impl147scale18EPKmi( __cuda_0,__cuda_1);
# 36 "v002340.cu"
}
# 1 "v002340.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const size_t *, int))impl14::scale18), _ZN6impl147scale18EPKmi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double *, int, double))shade41<double, (int)3> ), _Z7shade41IdLi3EEvPT_id, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, const float *, const int *, int))mix33), _Z5mix33PfPKfPKii, (-1)); __cudaRegisterVariable(__T3, __shadow_var(_ZN5impl39d_drift13E,::impl3::d_drift13), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
