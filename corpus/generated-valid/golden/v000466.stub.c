#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000466.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12norm5_kerneliPjPKii(int, unsigned *, const int *__restrict__, int);
static void __device_stub__Z14pivot23_kernel5Vec18iPl(struct Vec18&, int, long *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7trace295Vec18PKdPfS2_(const struct Vec18&, const double *, float *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9combine41PjPKd(unsigned *, const double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12norm5_kerneliPjPKii(int __par0, unsigned *__par1, const int *__restrict__ __par2, int __par3){ const int *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, unsigned *, const int *__restrict__, int))norm5_kernel)), 0U);}
# 10 "v000466.cu"
void norm5_kernel( int __cuda_0,unsigned *__cuda_1,const int *__restrict__ __cuda_2,int __cuda_3)
# 10 "v000466.cu"
{__device_stub__Z12norm5_kerneliPjPKii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 31 "v000466.cu"
}
# 1 "v000466.cudafe1.stub.c"
static void __device_stub__Z14pivot23_kernel5Vec18iPl( struct Vec18&__par0,  int __par1,  long *__restrict__ __par2) {  long *__T1;
__cudaLaunchPrologue(3); __cudaSetupArg(__par0, 0UL); __cudaSetupArgSimple(__par1, 16UL); __T1 = __par2; __cudaSetupArgSimple(__T1, 24UL); __cudaLaunch(((char *)((void ( *)(struct Vec18, int, long *__restrict__))pivot23_kernel)), 0U); }
# 48 "v000466.cu"
static void pivot23_kernel( struct ::Vec18 __cuda_0,int __cuda_1,long *__restrict__ __cuda_2)
# 48 "v000466.cu"
{__device_stub__Z14pivot23_kernel5Vec18iPl( __cuda_0,__cuda_1,__cuda_2);
# 58 "v000466.cu"
}
# 1 "v000466.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7trace295Vec18PKdPfS2_( const struct Vec18&__par0,  const double *__par1,  float *__par2,  float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArg(__par0, 0UL); __cudaSetupArgSimple(__par1, 16UL); __cudaSetupArgSimple(__par2, 24UL); __cudaSetupArgSimple(__par3, 32UL); __cudaLaunch(((char *)((void ( *)(const struct Vec18, const double *, float *, float *))trace29)), 0U); }
# 61 "v000466.cu"
void trace29( const struct ::Vec18 __cuda_0,const double *__cuda_1,float *__cuda_2,float *__cuda_3)
# 61 "v000466.cu"
{__device_stub__Z7trace295Vec18PKdPfS2_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 71 "v000466.cu"
}
# 1 "v000466.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9combine41PjPKd( unsigned *__par0,  const double *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, const double *))combine41)), 0U); }
# 73 "v000466.cu"
void combine41( unsigned *__cuda_0,const double *__cuda_1)
# 73 "v000466.cu"
{__device_stub__Z9combine41PjPKd( __cuda_0,__cuda_1);
# 86 "v000466.cu"
}
# 1 "v000466.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(unsigned *, const double *))combine41), _Z9combine41PjPKd, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(const struct Vec18, const double *, float *, float *))trace29), _Z7trace295Vec18PKdPfS2_, 256); __cudaRegisterEntry(__T8, ((void ( *)(struct Vec18, int, long *__restrict__))pivot23_kernel), _Z14pivot23_kernel5Vec18iPl, 512); __cudaRegisterEntry(__T8, ((void ( *)(int, unsigned *, const int *__restrict__, int))norm5_kernel), _Z12norm5_kerneliPjPKii, (-1)); __cudaRegisterVariable(__T8, __shadow_var(c_tally17,::c_tally17), 0, 4UL, 1, 0); __cudaRegisterVariable(__T8, __shadow_var(d_apply21,::d_apply21), 0, 256UL, 0, 0); __cudaRegisterManagedVariable(__T8, __shadow_var(m_relax22,::m_relax22), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
