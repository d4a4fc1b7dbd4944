#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001386.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12kick2_kerneliiPf(int, int, float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6kick25PsPl(short *, long *);
static void __device_stub__Z7march11IfLi7EEvPKT_PS0_(const float *__restrict__, float *__restrict__);
static void __device_stub__Z6bias15IiLi6EEvPKT_PS0_(const int *__restrict__, int *__restrict__);
static void __device_stub__Z14drift20_kernelIlLi4EEvPT_c(long *, char);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12kick2_kerneliiPf(int __par0, int __par1, float *__restrict__ __par2){ float *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 8UL);__cudaLaunch(((char *)((void ( *)(int, int, float *__restrict__))kick2_kernel)), 0U);}
# 7 "v001386.cu"
void kick2_kernel( int __cuda_0,int __cuda_1,float *__restrict__ __cuda_2)
# 8 "v001386.cu"
{__device_stub__Z12kick2_kerneliiPf( __cuda_0,__cuda_1,__cuda_2);
# 15 "v001386.cu"
}
# 1 "v001386.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6kick25PsPl( short *__par0,  long *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(short *, long *))kick25)), 0U); }
# 45 "v001386.cu"
void kick25( short *__cuda_0,long *__cuda_1)
# 46 "v001386.cu"
{__device_stub__Z6kick25PsPl( __cuda_0,__cuda_1);




}
# 1 "v001386.cudafe1.stub.c"
static void __device_stub__Z7march11IfLi7EEvPKT_PS0_( const float *__restrict__ __par0,  float *__restrict__ __par1) {  const float *__T1;
 float *__T2;
__cudaLaunchPrologue(2); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __cudaLaunch(((char *)((void ( *)(const float *__restrict__, float *__restrict__))march11<float, (int)7> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_march11<float,7>( const float *__restrict__ &__cuda_0,float *__restrict__ &__cuda_1){__device_stub__Z7march11IfLi7EEvPKT_PS0_( (const float *&)__cuda_0,(float *&)__cuda_1);}
static void __device_stub__Z6bias15IiLi6EEvPKT_PS0_( const int *__restrict__ __par0,  int *__restrict__ __par1) {  const int *__T3;
 int *__T4;
__cudaLaunchPrologue(2); __T3 = __par0; __cudaSetupArgSimple(__T3, 0UL); __T4 = __par1; __cudaSetupArgSimple(__T4, 8UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__, int *__restrict__))bias15<int, (int)6> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_bias15<int,6>( const int *__restrict__ &__cuda_0,int *__restrict__ &__cuda_1){__device_stub__Z6bias15IiLi6EEvPKT_PS0_( (const int *&)__cuda_0,(int *&)__cuda_1);}
static void __device_stub__Z14drift20_kernelIlLi4EEvPT_c( long *__par0,  char __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(long *, char))drift20_kernel<long, (int)4> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_drift20_kernel<long,4>( long *&__cuda_0,char &__cuda_1){__device_stub__Z14drift20_kernelIlLi4EEvPT_c( (long *&)__cuda_0,(char &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(long *, char))drift20_kernel<long, (int)4> ), _Z14drift20_kernelIlLi4EEvPT_c, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(const int *__restrict__, int *__restrict__))bias15<int, (int)6> ), _Z6bias15IiLi6EEvPKT_PS0_, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(const float *__restrict__, float *__restrict__))march11<float, (int)7> ), _Z7march11IfLi7EEvPKT_PS0_, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(short *, long *))kick25), _Z6kick25PsPl, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(int, int, float *__restrict__))kick2_kernel), _Z12kick2_kerneliiPf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
