#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001487.fatbin.c"
static void __device_stub__Z6tally4IfLi6EEvPT_S0_Pj(float *__restrict__, float, unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14sweep19_kernelPj(unsigned *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14score28_kerneli(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6tally4IfLi6EEvPT_S0_Pj(float *__restrict__ __par0, float __par1, unsigned *__par2){ float *__T0;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(float *__restrict__, float, unsigned *))tally4<float, (int)6> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_tally4<float,6>( float *__restrict__ &__cuda_0,float &__cuda_1,unsigned *&__cuda_2){__device_stub__Z6tally4IfLi6EEvPT_S0_Pj( (float *&)__cuda_0,(float &)__cuda_1,(unsigned *&)__cuda_2);}
__attribute__((visibility("hidden"))) void __device_stub__Z14sweep19_kernelPj(unsigned *__restrict__ __par0){ unsigned *__T1;
__cudaLaunchPrologue(1);__T1 = __par0;__cudaSetupArgSimple(__T1, 0UL);__cudaLaunch(((char *)((void ( *)(unsigned *__restrict__))sweep19_kernel)), 0U);}
# 46 "v001487.cu"
void sweep19_kernel( unsigned *__restrict__ __cuda_0)
# 46 "v001487.cu"
{__device_stub__Z14sweep19_kernelPj( __cuda_0);
# 54 "v001487.cu"
}
# 1 "v001487.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14score28_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))score28_kernel)), 0U); }
# 64 "v001487.cu"
void score28_kernel( int __cuda_0)
# 64 "v001487.cu"
{__device_stub__Z14score28_kerneli( __cuda_0);
# 70 "v001487.cu"
}
# 1 "v001487.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int))score28_kernel), _Z14score28_kerneli, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(unsigned *__restrict__))sweep19_kernel), _Z14sweep19_kernelPj, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float *__restrict__, float, unsigned *))tally4<float, (int)6> ), _Z6tally4IfLi6EEvPT_S0_Pj, (-1)); __cudaRegisterVariable(__T5, __shadow_var(c_bias18,::c_bias18), 0, 16UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
