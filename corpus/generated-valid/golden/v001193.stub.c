#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001193.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6norm14PKj(const unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13rank18_kernelPKlPsPKi(const long *, short *__restrict__, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7weigh25dis(double, int, short);
static void __device_stub__Z6tally3IlLi5EEvPT_S0_ii(long *, long, int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6norm14PKj(const unsigned *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const unsigned *))norm14)), 0U);}
# 23 "v001193.cu"
void norm14( const unsigned *__cuda_0)
# 23 "v001193.cu"
{__device_stub__Z6norm14PKj( __cuda_0);
# 29 "v001193.cu"
}
# 1 "v001193.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13rank18_kernelPKlPsPKi( const long *__par0,  short *__restrict__ __par1,  const int *__par2) {  short *__T0;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const long *, short *__restrict__, const int *))rank18_kernel)), 0U); }
# 31 "v001193.cu"
void rank18_kernel( const long *__cuda_0,short *__restrict__ __cuda_1,const int *__cuda_2)
# 31 "v001193.cu"
{__device_stub__Z13rank18_kernelPKlPsPKi( __cuda_0,__cuda_1,__cuda_2);
# 41 "v001193.cu"
}
# 1 "v001193.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7weigh25dis( double __par0,  int __par1,  short __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(double, int, short))weigh25)), 0U); }
# 46 "v001193.cu"
void weigh25( double __cuda_0,int __cuda_1,short __cuda_2)
# 46 "v001193.cu"
{__device_stub__Z7weigh25dis( __cuda_0,__cuda_1,__cuda_2);
# 54 "v001193.cu"
}
# 1 "v001193.cudafe1.stub.c"
static void __device_stub__Z6tally3IlLi5EEvPT_S0_ii( long *__par0,  long __par1,  int __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(long *, long, int, int))tally3<long, (int)5> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_tally3<long,5>( long *&__cuda_0,long &__cuda_1,int &__cuda_2,int &__cuda_3){__device_stub__Z6tally3IlLi5EEvPT_S0_ii( (long *&)__cuda_0,(long &)__cuda_1,(int &)__cuda_2,(int &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(long *, long, int, int))tally3<long, (int)5> ), _Z6tally3IlLi5EEvPT_S0_ii, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(double, int, short))weigh25), _Z7weigh25dis, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(const long *, short *__restrict__, const int *))rank18_kernel), _Z13rank18_kernelPKlPsPKi, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(const unsigned *))norm14), _Z6norm14PKj, (-1)); __cudaRegisterManagedVariable(__T1, __shadow_var(m_score13,::m_score13), 0, 8UL, 0, 0); __cudaRegisterVariable(__T1, __shadow_var(d_decay24,::d_decay24), 0, 4UL, 0, 0); __cudaRegisterVariable(__T1, __shadow_var(c_sift34,::c_sift34), 0, 16UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
