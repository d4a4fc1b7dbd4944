#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001571.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6shade2PKdiPiPKj(const double *, int, int *, const unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8gather27PiPf(int *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13grow32_kernelPa7Color19Pji(signed char *__restrict__, enum Color19, unsigned *, int);
static void __device_stub__ZN43_GLOBAL__N__006217bb_10_v001571_cu_3825bb407march14IdiEEvT_PKS1_(double, const double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6shade2PKdiPiPKj(const double *__par0, int __par1, int *__par2, const unsigned *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const double *, int, int *, const unsigned *))shade2)), 0U);}
# 7 "v001571.cu"
void shade2( const double *__cuda_0,int __cuda_1,int *__cuda_2,const unsigned *__cuda_3)
# 8 "v001571.cu"
{__device_stub__Z6shade2PKdiPiPKj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 19 "v001571.cu"
}
# 1 "v001571.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8gather27PiPf( int *__par0,  float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, float *))gather27)), 0U); }
# 56 "v001571.cu"
void gather27( int *__cuda_0,float *__cuda_1)
# 57 "v001571.cu"
{__device_stub__Z8gather27PiPf( __cuda_0,__cuda_1);
# 63 "v001571.cu"
}
# 1 "v001571.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13grow32_kernelPa7Color19Pji( signed char *__restrict__ __par0,  enum Color19 __par1,  unsigned *__par2,  int __par3) {  signed char *__T0;
__cudaLaunchPrologue(4); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(signed char *__restrict__, enum Color19, unsigned *, int))grow32_kernel)), 0U); }
# 65 "v001571.cu"
void grow32_kernel( signed char *__restrict__ __cuda_0,enum ::Color19 __cuda_1,unsigned *__cuda_2,int __cuda_3)
# 66 "v001571.cu"
{__device_stub__Z13grow32_kernelPa7Color19Pji( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 77 "v001571.cu"
}
# 1 "v001571.cudafe1.stub.c"
static void __device_stub__ZN43_GLOBAL__N__006217bb_10_v001571_cu_3825bb407march14IdiEEvT_PKS1_( double __par0,  const double *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double, const double *))_NV_ANON_NAMESPACE::march14<double, int> )), 0U); }namespace _NV_ANON_NAMESPACE{

template<> __specialization_static void __wrapper__device_stub_march14<double,int>( double &__cuda_0,const double *&__cuda_1){__device_stub__ZN43_GLOBAL__N__006217bb_10_v001571_cu_3825bb407march14IdiEEvT_PKS1_( (double &)__cuda_0,(const double *&)__cuda_1);}}
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(double, const double *))_NV_ANON_NAMESPACE::march14<double, int> ), _ZN43_GLOBAL__N__006217bb_10_v001571_cu_3825bb407march14IdiEEvT_PKS1_, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(signed char *__restrict__, enum Color19, unsigned *, int))grow32_kernel), _Z13grow32_kernelPa7Color19Pji, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(int *, float *))gather27), _Z8gather27PiPf, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(const double *, int, int *, const unsigned *))shade2), _Z6shade2PKdiPiPKj, (-1)); __cudaRegisterManagedVariable(__T1, __shadow_var(m_merge9,::m_merge9), 0, 128UL, 0, 0); __cudaRegisterVariable(__T1, __shadow_var(d_decay11,::d_decay11), 0, 4UL, 0, 0); __cudaRegisterVariable(__T1, __shadow_var(_ZN41_INTERNAL_006217bb_10_v001571_cu_3825bb4043_GLOBAL__N__006217bb_10_v001571_cu_3825bb4010d_gather12E,::_NV_ANON_NAMESPACE::d_gather12), 0, 64UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
