#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000813.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7decay18PjiPKiPh(unsigned *, int, const int *, unsigned char *__restrict__);
static void __device_stub__Z14tally12_kernelIfLi3EEvPT_PfS2_(float *, float *__restrict__, float *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7decay18PjiPKiPh(unsigned *__par0, int __par1, const int *__par2, unsigned char *__restrict__ __par3){ unsigned char *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__T0 = __par3;__cudaSetupArgSimple(__T0, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned *, int, const int *, unsigned char *__restrict__))decay18)), 0U);}
# 41 "v000813.cu"
void decay18( unsigned *__cuda_0,int __cuda_1,const int *__cuda_2,unsigned char *__restrict__ __cuda_3)
# 42 "v000813.cu"
{__device_stub__Z7decay18PjiPKiPh( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 48 "v000813.cu"
}
# 1 "v000813.cudafe1.stub.c"
static void __device_stub__Z14tally12_kernelIfLi3EEvPT_PfS2_( float *__par0,  float *__restrict__ __par1,  float *__restrict__ __par2) {  float *__T1;
 float *__T2;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __T2 = __par2; __cudaSetupArgSimple(__T2, 16UL); __cudaLaunch(((char *)((void ( *)(float *, float *__restrict__, float *__restrict__))tally12_kernel<float, (int)3> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_tally12_kernel<float,3>( float *&__cuda_0,float *__restrict__ &__cuda_1,float *__restrict__ &__cuda_2){__device_stub__Z14tally12_kernelIfLi3EEvPT_PfS2_( (float *&)__cuda_0,(float *&)__cuda_1,(float *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(float *, float *__restrict__, float *__restrict__))tally12_kernel<float, (int)3> ), _Z14tally12_kernelIfLi3EEvPT_PfS2_, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(unsigned *, int, const int *, unsigned char *__restrict__))decay18), _Z7decay18PjiPKiPh, (-1)); __cudaRegisterManagedVariable(__T6, __shadow_var(m_update17,::m_update17), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
