#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001530.fatbin.c"
static void __device_stub__Z14tally20_kernelPihPKf(int *, unsigned char, const float *);
static void __device_stub__Z7scale30jPKj(unsigned, const unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7pivot40iPi(int, int *);
static void __device_stub__Z13drift3_kernelIilEvT_PKT0_dPf(int, const long *, double, float *);
static void __device_stub__Z7sweep13IidEvT0_T_Pd(double, int, double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z14tally20_kernelPihPKf(int *__par0, unsigned char __par1, const float *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int *, unsigned char, const float *))tally20_kernel)), 0U);}
# 32 "v001530.cu"
static void tally20_kernel( int *__cuda_0,unsigned char __cuda_1,const float *__cuda_2)
# 32 "v001530.cu"
{__device_stub__Z14tally20_kernelPihPKf( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v001530.cudafe1.stub.c"
static void __device_stub__Z7scale30jPKj( unsigned __par0,  const unsigned *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned, const unsigned *))scale30)), 0U); }
# 48 "v001530.cu"
static void scale30( unsigned __cuda_0,const unsigned *__cuda_1)
# 48 "v001530.cu"
{__device_stub__Z7scale30jPKj( __cuda_0,__cuda_1);
# 57 "v001530.cu"
}
# 1 "v001530.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7pivot40iPi( int __par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, int *))pivot40)), 0U); }
# 65 "v001530.cu"
void pivot40( int __cuda_0,int *__cuda_1)
# 65 "v001530.cu"
{__device_stub__Z7pivot40iPi( __cuda_0,__cuda_1);
# 81 "v001530.cu"
}
# 1 "v001530.cudafe1.stub.c"
static void __device_stub__Z13drift3_kernelIilEvT_PKT0_dPf( int __par0,  const long *__par1,  double __par2,  float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, const long *, double, float *))drift3_kernel<int, long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_drift3_kernel<int,long>( int &__cuda_0,const long *&__cuda_1,double &__cuda_2,float *&__cuda_3){__device_stub__Z13drift3_kernelIilEvT_PKT0_dPf( (int &)__cuda_0,(const long *&)__cuda_1,(double &)__cuda_2,(float *&)__cuda_3);}
static void __device_stub__Z7sweep13IidEvT0_T_Pd( double __par0,  int __par1,  double *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(double, int, double *))sweep13<int, double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_sweep13<int,double>( double &__cuda_0,int &__cuda_1,double *&__cuda_2){__device_stub__Z7sweep13IidEvT0_T_Pd( (double &)__cuda_0,(int &)__cuda_1,(double *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(double, int, double *))sweep13<int, double> ), _Z7sweep13IidEvT0_T_Pd, 256); __cudaRegisterEntry(__T5, ((void ( *)(int, const long *, double, float *))drift3_kernel<int, long> ), _Z13drift3_kernelIilEvT_PKT0_dPf, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, int *))pivot40), _Z7pivot40iPi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(unsigned, const unsigned *))scale30), _Z7scale30jPKj, 64UL); __cudaRegisterEntry(__T5, ((void ( *)(int *, unsigned char, const float *))tally20_kernel), _Z14tally20_kernelPihPKf, (-1)); __cudaRegisterVariable(__T5, __shadow_var(d_tally11,::d_tally11), 0, 4UL, 0, 0); __cudaRegisterVariable(__T5, __shadow_var(d_tile12,::d_tile12), 0, 2UL, 0, 0); __cudaRegisterManagedVariable(__T5, __shadow_var(m_filter19,::m_filter19), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
