#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001967.fatbin.c"
static void __device_stub__Z14relax10_kernelIdLi7EEvPT_PKS0_i(double *, const double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN8detail189combine19EPKiiPfPKj(const int *, int, float *, const unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN8detail187relax27EPKsPf(const short *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z14relax10_kernelIdLi7EEvPT_PKS0_i(double *__par0, const double *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(double *, const double *, int))relax10_kernel<double, (int)7> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_relax10_kernel<double,7>( double *&__cuda_0,const double *&__cuda_1,int &__cuda_2){__device_stub__Z14relax10_kernelIdLi7EEvPT_PKS0_i( (double *&)__cuda_0,(const double *&)__cuda_1,(int &)__cuda_2);}
__attribute__((visibility("hidden"))) void __device_stub__ZN8detail189combine19EPKiiPfPKj(const int *__par0, int __par1, float *__par2, const unsigned *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const int *, int, float *, const unsigned *))detail18::combine19)), 0U);}
# 35 "v001967.cu"
void detail18::combine19( const int *__cuda_0,int __cuda_1,float *__cuda_2,const unsigned *__cuda_3)
# 35 "v001967.cu"
{__device_stub__ZN8detail189combine19EPKiiPfPKj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 45 "v001967.cu"
}
# 1 "v001967.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN8detail187relax27EPKsPf( const short *__par0,  float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const short *, float *))detail18::relax27)), 0U); }
# 47 "v001967.cu"
void detail18::relax27( const short *__cuda_0,float *__cuda_1)
# 47 "v001967.cu"
{__device_stub__ZN8detail187relax27EPKsPf( __cuda_0,__cuda_1);



}
# 1 "v001967.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const short *, float *))detail18::relax27), _ZN8detail187relax27EPKsPf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *, int, float *, const unsigned *))detail18::combine19), _ZN8detail189combine19EPKiiPfPKj, 64UL); __cudaRegisterEntry(__T3, ((void ( *)(double *, const double *, int))relax10_kernel<double, (int)7> ), _Z14relax10_kernelIdLi7EEvPT_PKS0_i, 32); __cudaRegisterVariable(__T3, __shadow_var(d_spread17,::d_spread17), 0, 128UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
