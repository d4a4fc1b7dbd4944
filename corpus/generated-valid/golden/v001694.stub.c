#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001694.fatbin.c"
static void __device_stub__Z13grow34_kernelIlLi8EEvPKT_fPKf(const long *__restrict__, float, const float *__restrict__);
static void __device_stub__Z6score7IdLi5EEvPKT_PKiS0_PKj(const double *, const int *, double, const unsigned *);
static void __device_stub__Z6norm18IjLi8EEvT_PS0_PKdS1_(unsigned, unsigned *__restrict__, const double *, unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13grow34_kernelIlLi8EEvPKT_fPKf(const long *__restrict__ __par0, float __par1, const float *__restrict__ __par2){ const long *__T0;
 const float *__T1;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T1 = __par2;__cudaSetupArgSimple(__T1, 16UL);__cudaLaunch(((char *)((void ( *)(const long *__restrict__, float, const float *__restrict__))grow34_kernel<long, (int)8> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_grow34_kernel<long,8>( const long *__restrict__ &__cuda_0,float &__cuda_1,const float *__restrict__ &__cuda_2){__device_stub__Z13grow34_kernelIlLi8EEvPKT_fPKf( (const long *&)__cuda_0,(float &)__cuda_1,(const float *&)__cuda_2);}
static void __device_stub__Z6score7IdLi5EEvPKT_PKiS0_PKj(const double *__par0, const int *__par1, double __par2, const unsigned *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const double *, const int *, double, const unsigned *))score7<double, (int)5> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_score7<double,5>( const double *&__cuda_0,const int *&__cuda_1,double &__cuda_2,const unsigned *&__cuda_3){__device_stub__Z6score7IdLi5EEvPKT_PKiS0_PKj( (const double *&)__cuda_0,(const int *&)__cuda_1,(double &)__cuda_2,(const unsigned *&)__cuda_3);}
static void __device_stub__Z6norm18IjLi8EEvT_PS0_PKdS1_(unsigned __par0, unsigned *__restrict__ __par1, const double *__par2, unsigned *__par3){ unsigned *__T2;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T2 = __par1;__cudaSetupArgSimple(__T2, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned, unsigned *__restrict__, const double *, unsigned *))norm18<unsigned int, (int)8> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_norm18<unsigned,8>( unsigned &__cuda_0,unsigned *__restrict__ &__cuda_1,const double *&__cuda_2,unsigned *&__cuda_3){__device_stub__Z6norm18IjLi8EEvT_PS0_PKdS1_( (unsigned &)__cuda_0,(unsigned *&)__cuda_1,(const double *&)__cuda_2,(unsigned *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback(void **__T7){__nv_dummy_param_ref(__T7);__nv_save_fatbinhandle_for_managed_rt(__T7);__cudaRegisterEntry(__T7, ((void ( *)(unsigned, unsigned *__restrict__, const double *, unsigned *))norm18<unsigned int, (int)8> ), _Z6norm18IjLi8EEvT_PS0_PKdS1_, 64);__cudaRegisterEntry(__T7, ((void ( *)(const double *, const int *, double, const unsigned *))score7<double, (int)5> ), _Z6score7IdLi5EEvPKT_PKiS0_PKj, (-1));__cudaRegisterEntry(__T7, ((void ( *)(const long *__restrict__, float, const float *__restrict__))grow34_kernel<long, (int)8> ), _Z13grow34_kernelIlLi8EEvPKT_fPKf, (-1));__cudaRegisterManagedVariable(__T7, __shadow_var(m_shade17,::m_shade17), 0, 4UL, 0, 0);__cudaRegisterVariable(__T7, __shadow_var(d_trace26,::d_trace26), 0, 32UL, 0, 0);}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
