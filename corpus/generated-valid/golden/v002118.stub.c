#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002118.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14update3_kernelPlPfj(long *, float *, unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12mix16_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6pack30Pii(int *, int);
static void __device_stub__Z7drift20IlLi8EEvPT_S0_PfS1_(long *, long, float *, long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14update3_kernelPlPfj(long *__par0, float *__par1, unsigned __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(long *, float *, unsigned))update3_kernel)), 0U);}
# 8 "v002118.cu"
void update3_kernel( long *__cuda_0,float *__cuda_1,unsigned __cuda_2)
# 8 "v002118.cu"
{__device_stub__Z14update3_kernelPlPfj( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v002118.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12mix16_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))mix16_kernel)), 0U); }
# 36 "v002118.cu"
void mix16_kernel( int __cuda_0)
# 36 "v002118.cu"
{__device_stub__Z12mix16_kerneli( __cuda_0);
# 42 "v002118.cu"
}
# 1 "v002118.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6pack30Pii( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))pack30)), 0U); }
# 78 "v002118.cu"
void pack30( int *__cuda_0,int __cuda_1)
# 78 "v002118.cu"
{__device_stub__Z6pack30Pii( __cuda_0,__cuda_1);
# 88 "v002118.cu"
}
# 1 "v002118.cudafe1.stub.c"
static void __device_stub__Z7drift20IlLi8EEvPT_S0_PfS1_( long *__par0,  long __par1,  float *__par2,  long *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(long *, long, float *, long *))drift20<long, (int)8> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_drift20<long,8>( long *&__cuda_0,long &__cuda_1,float *&__cuda_2,long *&__cuda_3){__device_stub__Z7drift20IlLi8EEvPT_S0_PfS1_( (long *&)__cuda_0,(long &)__cuda_1,(float *&)__cuda_2,(long *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(long *, long, float *, long *))drift20<long, (int)8> ), _Z7drift20IlLi8EEvPT_S0_PfS1_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *, int))pack30), _Z6pack30Pii, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int))mix16_kernel), _Z12mix16_kerneli, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(long *, float *, unsigned))update3_kernel), _Z14update3_kernelPlPfj, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_warp2,::d_warp2), 0, 16UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
