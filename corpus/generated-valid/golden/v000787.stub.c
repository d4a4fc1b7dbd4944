#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000787.fatbin.c"
static void __device_stub__Z6count7Pi(int *__restrict__);
static void __device_stub__Z9scatter12jPjfPf(unsigned, unsigned *__restrict__, float, float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7merge29i(int);
static void __device_stub__Z7scale34IjLi8EEvT_PKdS0_S0_(unsigned, const double *, unsigned, unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6count7Pi(int *__restrict__ __par0){ int *__T0;
__cudaLaunchPrologue(1);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__))count7)), 0U);}
# 10 "v000787.cu"
static void count7( int *__restrict__ __cuda_0)
# 10 "v000787.cu"
{__device_stub__Z6count7Pi( __cuda_0);
# 21 "v000787.cu"
}
# 1 "v000787.cudafe1.stub.c"
static void __device_stub__Z9scatter12jPjfPf( unsigned __par0,  unsigned *__restrict__ __par1,  float __par2,  float *__restrict__ __par3) {  unsigned *__T1;
 float *__T2;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T2 = __par3; __cudaSetupArgSimple(__T2, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned, unsigned *__restrict__, float, float *__restrict__))scatter12)), 0U); }
# 23 "v000787.cu"
static void scatter12( unsigned __cuda_0,unsigned *__restrict__ __cuda_1,float __cuda_2,float *__restrict__ __cuda_3)
# 23 "v000787.cu"
{__device_stub__Z9scatter12jPjfPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 31 "v000787.cu"
}
# 1 "v000787.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7merge29i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))merge29)), 0U); }
# 49 "v000787.cu"
void merge29( int __cuda_0)
# 49 "v000787.cu"
{__device_stub__Z7merge29i( __cuda_0);
# 59 "v000787.cu"
}
# 1 "v000787.cudafe1.stub.c"
static void __device_stub__Z7scale34IjLi8EEvT_PKdS0_S0_( unsigned __par0,  const double *__par1,  unsigned __par2,  unsigned __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(unsigned, const double *, unsigned, unsigned))scale34<unsigned int, (int)8> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_scale34<unsigned,8>( unsigned &__cuda_0,const double *&__cuda_1,unsigned &__cuda_2,unsigned &__cuda_3){__device_stub__Z7scale34IjLi8EEvT_PKdS0_S0_( (unsigned &)__cuda_0,(const double *&)__cuda_1,(unsigned &)__cuda_2,(unsigned &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(unsigned, const double *, unsigned, unsigned))scale34<unsigned int, (int)8> ), _Z7scale34IjLi8EEvT_PKdS0_S0_, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int))merge29), _Z7merge29i, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(unsigned, unsigned *__restrict__, float, float *__restrict__))scatter12), _Z9scatter12jPjfPf, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int *__restrict__))count7), _Z6count7Pi, (-1)); __cudaRegisterManagedVariable(__T6, __shadow_var(m_scale5,::m_scale5), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
