#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001947.fatbin.c"
static void __device_stub__Z14count11_kernelIdLi7EEvT_S0_(double, double);
static void __device_stub__Z14count11_kernelIjLi7EEvT_S0_(unsigned, unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8spread29iPcPfi(int, char *, float *__restrict__, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z14count11_kernelIdLi7EEvT_S0_(double __par0, double __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(double, double))count11_kernel<double, (int)7> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_count11_kernel<double,7>( double &__cuda_0,double &__cuda_1){__device_stub__Z14count11_kernelIdLi7EEvT_S0_( (double &)__cuda_0,(double &)__cuda_1);}
static void __device_stub__Z14count11_kernelIjLi7EEvT_S0_(unsigned __par0, unsigned __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(unsigned, unsigned))count11_kernel<unsigned int, (int)7> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_count11_kernel<unsigned,7>( unsigned &__cuda_0,unsigned &__cuda_1){__device_stub__Z14count11_kernelIjLi7EEvT_S0_( (unsigned &)__cuda_0,(unsigned &)__cuda_1);}
__attribute__((visibility("hidden"))) void __device_stub__Z8spread29iPcPfi(int __par0, char *__par1, float *__restrict__ __par2, int __par3){ float *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, char *, float *__restrict__, int))spread29)), 0U);}
# 59 "v001947.cu"
void spread29( int __cuda_0,char *__cuda_1,float *__restrict__ __cuda_2,int __cuda_3)
# 59 "v001947.cu"
{__device_stub__Z8spread29iPcPfi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 81 "v001947.cu"
}
# 1 "v001947.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int, char *, float *__restrict__, int))spread29), _Z8spread29iPcPfi, 256); __cudaRegisterEntry(__T5, ((void ( *)(unsigned, unsigned))count11_kernel<unsigned int, (int)7> ), _Z14count11_kernelIjLi7EEvT_S0_, 512); __cudaRegisterEntry(__T5, ((void ( *)(double, double))count11_kernel<double, (int)7> ), _Z14count11_kernelIdLi7EEvT_S0_, 512); __cudaRegisterVariable(__T5, __shadow_var(c_filter6,::c_filter6), 0, 16UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
