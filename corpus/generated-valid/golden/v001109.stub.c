#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001109.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6accum4iPKfPf(int, const float *__restrict__, float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6tile14i(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14sweep32_kernelii(int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7probe43PjPKl(unsigned *, const long *);
static void __device_stub__Z14weigh20_kernelIiLi6EEvPKT_bS2_PS0_(const int *, bool, const int *__restrict__, int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6accum4iPKfPf(int __par0, const float *__restrict__ __par1, float *__restrict__ __par2){ const float *__T0;
 float *__T1;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__T1 = __par2;__cudaSetupArgSimple(__T1, 16UL);__cudaLaunch(((char *)((void ( *)(int, const float *__restrict__, float *__restrict__))accum4)), 0U);}
# 9 "v001109.cu"
void accum4( int __cuda_0,const float *__restrict__ __cuda_1,float *__restrict__ __cuda_2)
# 9 "v001109.cu"
{__device_stub__Z6accum4iPKfPf( __cuda_0,__cuda_1,__cuda_2);
# 18 "v001109.cu"
}
# 1 "v001109.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6tile14i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))tile14)), 0U); }
# 21 "v001109.cu"
void tile14( int __cuda_0)
# 21 "v001109.cu"
{__device_stub__Z6tile14i( __cuda_0);
# 35 "v001109.cu"
}
# 1 "v001109.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14sweep32_kernelii( int __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, int))sweep32_kernel)), 0U); }
# 57 "v001109.cu"
void sweep32_kernel( int __cuda_0,int __cuda_1)
# 57 "v001109.cu"
{__device_stub__Z14sweep32_kernelii( __cuda_0,__cuda_1);
# 63 "v001109.cu"
}
# 1 "v001109.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7probe43PjPKl( unsigned *__par0,  const long *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, const long *))probe43)), 0U); }
# 72 "v001109.cu"
void probe43( unsigned *__cuda_0,const long *__cuda_1)
# 72 "v001109.cu"
{__device_stub__Z7probe43PjPKl( __cuda_0,__cuda_1);


}
# 1 "v001109.cudafe1.stub.c"
static void __device_stub__Z14weigh20_kernelIiLi6EEvPKT_bS2_PS0_( const int *__par0,  bool __par1,  const int *__restrict__ __par2,  int *__restrict__ __par3) {  const int *__T2;
 int *__T3;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T2 = __par2; __cudaSetupArgSimple(__T2, 16UL); __T3 = __par3; __cudaSetupArgSimple(__T3, 24UL); __cudaLaunch(((char *)((void ( *)(const int *, bool, const int *__restrict__, int *__restrict__))weigh20_kernel<int, (int)6> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_weigh20_kernel<int,6>( const int *&__cuda_0,bool &__cuda_1,const int *__restrict__ &__cuda_2,int *__restrict__ &__cuda_3){__device_stub__Z14weigh20_kernelIiLi6EEvPKT_bS2_PS0_( (const int *&)__cuda_0,(bool &)__cuda_1,(const int *&)__cuda_2,(int *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(const int *, bool, const int *__restrict__, int *__restrict__))weigh20_kernel<int, (int)6> ), _Z14weigh20_kernelIiLi6EEvPKT_bS2_PS0_, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(unsigned *, const long *))probe43), _Z7probe43PjPKl, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(int, int))sweep32_kernel), _Z14sweep32_kernelii, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(int))tile14), _Z6tile14i, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(int, const float *__restrict__, float *__restrict__))accum4), _Z6accum4iPKfPf, (-1)); __cudaRegisterManagedVariable(__T8, __shadow_var(m_relax19,::m_relax19), 0, 8UL, 0, 0); __cudaRegisterVariable(__T8, __shadow_var(d_score47,::d_score47), 0, 1UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
