#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002028.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8filter27Pi(int *);
static void __device_stub__Z14score21_kernelIfLi6EEvT_PKhPKjPj(float, const unsigned char *, const unsigned *, unsigned *);
static void __device_stub__ZN43_GLOBAL__N__d4af5c6f_10_v002028_cu_e8fac8ef6bump13IjEEvPKT_Pmi(const unsigned *, size_t *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8filter27Pi(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))filter27)), 0U);}
# 55 "v002028.cu"
void filter27( int *__cuda_0)
# 55 "v002028.cu"
{__device_stub__Z8filter27Pi( __cuda_0);
# 75 "v002028.cu"
}
# 1 "v002028.cudafe1.stub.c"
static void __device_stub__Z14score21_kernelIfLi6EEvT_PKhPKjPj( float __par0,  const unsigned char *__par1,  const unsigned *__par2,  unsigned *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(float, const unsigned char *, const unsigned *, unsigned *))score21_kernel<float, (int)6> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_score21_kernel<float,6>( float &__cuda_0,const unsigned char *&__cuda_1,const unsigned *&__cuda_2,unsigned *&__cuda_3){__device_stub__Z14score21_kernelIfLi6EEvT_PKhPKjPj( (float &)__cuda_0,(const unsigned char *&)__cuda_1,(const unsigned *&)__cuda_2,(unsigned *&)__cuda_3);}
static void __device_stub__ZN43_GLOBAL__N__d4af5c6f_10_v002028_cu_e8fac8ef6bump13IjEEvPKT_Pmi( const unsigned *__par0,  size_t *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, size_t *, int))_NV_ANON_NAMESPACE::bump13<unsigned int> )), 0U); }namespace _NV_ANON_NAMESPACE{

template<> __specialization_static void __wrapper__device_stub_bump13<unsigned>( const unsigned *&__cuda_0,::size_t *&__cuda_1,int &__cuda_2){__device_stub__ZN43_GLOBAL__N__d4af5c6f_10_v002028_cu_e8fac8ef6bump13IjEEvPKT_Pmi( (const unsigned *&)__cuda_0,(::size_t *&)__cuda_1,(int &)__cuda_2);}}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const unsigned *, size_t *, int))_NV_ANON_NAMESPACE::bump13<unsigned int> ), _ZN43_GLOBAL__N__d4af5c6f_10_v002028_cu_e8fac8ef6bump13IjEEvPKT_Pmi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(float, const unsigned char *, const unsigned *, unsigned *))score21_kernel<float, (int)6> ), _Z14score21_kernelIfLi6EEvT_PKhPKjPj, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *))filter27), _Z8filter27Pi, (-1)); __cudaRegisterVariable(__T4, __shadow_var(c_bump20,::c_bump20), 0, 32UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
