#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000548.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12lerp9_kernelPjPtPf(unsigned *, unsigned short *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7decay15Pii(int *__restrict__, int);
static void __device_stub__Z6sift19IjLi6EEvPKT_S0_S2_Pi(const unsigned *__restrict__, unsigned, const unsigned *, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12lerp9_kernelPjPtPf(unsigned *__par0, unsigned short *__par1, float *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned *, unsigned short *, float *))lerp9_kernel)), 0U);}
# 18 "v000548.cu"
void lerp9_kernel( unsigned *__cuda_0,unsigned short *__cuda_1,float *__cuda_2)
# 18 "v000548.cu"
{__device_stub__Z12lerp9_kernelPjPtPf( __cuda_0,__cuda_1,__cuda_2);
# 24 "v000548.cu"
}
# 1 "v000548.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7decay15Pii( int *__restrict__ __par0,  int __par1) {  int *__T0;
__cudaLaunchPrologue(2); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, int))decay15)), 0U); }
# 26 "v000548.cu"
void decay15( int *__restrict__ __cuda_0,int __cuda_1)
# 26 "v000548.cu"
{__device_stub__Z7decay15Pii( __cuda_0,__cuda_1);
# 34 "v000548.cu"
}
# 1 "v000548.cudafe1.stub.c"
static void __device_stub__Z6sift19IjLi6EEvPKT_S0_S2_Pi( const unsigned *__restrict__ __par0,  unsigned __par1,  const unsigned *__par2,  int *__par3) {  const unsigned *__T1;
__cudaLaunchPrologue(4); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const unsigned *__restrict__, unsigned, const unsigned *, int *))sift19<unsigned int, (int)6> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_sift19<unsigned,6>( const unsigned *__restrict__ &__cuda_0,unsigned &__cuda_1,const unsigned *&__cuda_2,int *&__cuda_3){__device_stub__Z6sift19IjLi6EEvPKT_S0_S2_Pi( (const unsigned *&)__cuda_0,(unsigned &)__cuda_1,(const unsigned *&)__cuda_2,(int *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(const unsigned *__restrict__, unsigned, const unsigned *, int *))sift19<unsigned int, (int)6> ), _Z6sift19IjLi6EEvPKT_S0_S2_Pi, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(int *__restrict__, int))decay15), _Z7decay15Pii, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(unsigned *, unsigned short *, float *))lerp9_kernel), _Z12lerp9_kernelPjPtPf, 256); __cudaRegisterManagedVariable(__T2, __shadow_var(m_gather18,::m_gather18), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
