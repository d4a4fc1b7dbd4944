#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000195.fatbin.c"
typedef int _ZN8detail117idx12_tE;
extern __attribute__((visibility("hidden"))) void __device_stub__Z14shade14_kernelf(float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16combine21_kerneliPxPm(_ZN8detail117idx12_tE, long long *, size_t *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14tally30_kerneliPd(_ZN8detail117idx12_tE, double *);
static void __device_stub__Z9scatter37IjEvPKT_S2_S0_PKd(const unsigned *, const unsigned *, unsigned, const double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14shade14_kernelf(float __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float))shade14_kernel)), 0U);}
# 40 "v000195.cu"
void shade14_kernel( float __cuda_0)
# 41 "v000195.cu"
{__device_stub__Z14shade14_kernelf( __cuda_0);
# 51 "v000195.cu"
}
# 1 "v000195.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16combine21_kerneliPxPm( _ZN8detail117idx12_tE __par0,  long long *__par1,  size_t *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(_ZN8detail117idx12_tE, long long *, size_t *))combine21_kernel)), 0U); }
# 53 "v000195.cu"
void combine21_kernel( _ZN8detail117idx12_tE __cuda_0,long long *__cuda_1,::size_t *__cuda_2)
# 54 "v000195.cu"
{__device_stub__Z16combine21_kerneliPxPm( __cuda_0,__cuda_1,__cuda_2);
# 60 "v000195.cu"
}
# 1 "v000195.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14tally30_kerneliPd( _ZN8detail117idx12_tE __par0,  double *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(_ZN8detail117idx12_tE, double *))tally30_kernel)), 0U); }
# 62 "v000195.cu"
void tally30_kernel( _ZN8detail117idx12_tE __cuda_0,double *__cuda_1)
# 63 "v000195.cu"
{__device_stub__Z14tally30_kerneliPd( __cuda_0,__cuda_1);
# 73 "v000195.cu"
}
# 1 "v000195.cudafe1.stub.c"
static void __device_stub__Z9scatter37IjEvPKT_S2_S0_PKd( const unsigned *__par0,  const unsigned *__par1,  unsigned __par2,  const double *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, const unsigned *, unsigned, const double *))scatter37<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_scatter37<unsigned>( const unsigned *&__cuda_0,const unsigned *&__cuda_1,unsigned &__cuda_2,const double *&__cuda_3){__device_stub__Z9scatter37IjEvPKT_S2_S0_PKd( (const unsigned *&)__cuda_0,(const unsigned *&)__cuda_1,(unsigned &)__cuda_2,(const double *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T14) {  __nv_dummy_param_ref(__T14); __nv_save_fatbinhandle_for_managed_rt(__T14); __cudaRegisterEntry(__T14, ((void ( *)(const unsigned *, const unsigned *, unsigned, const double *))scatter37<unsigned int> ), _Z9scatter37IjEvPKT_S2_S0_PKd, (-1)); __cudaRegisterEntry(__T14, ((void ( *)(_ZN8detail117idx12_tE, double *))tally30_kernel), _Z14tally30_kerneliPd, (-1)); __cudaRegisterEntry(__T14, ((void ( *)(_ZN8detail117idx12_tE, long long *, size_t *))combine21_kernel), _Z16combine21_kerneliPxPm, 256); __cudaRegisterEntry(__T14, ((void ( *)(float))shade14_kernel), _Z14shade14_kernelf, 128); __cudaRegisterManagedVariable(__T14, __shadow_var(m_trace13,::m_trace13), 0, 128UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
