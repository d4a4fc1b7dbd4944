#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000580.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15smooth12_kerneliPiPKi(int, int *__restrict__, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6norm18c(char);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14shade22_kernelPKiiPf(const int *__restrict__, int, float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9combine28PKi(const int *);
static void __device_stub__Z6split6IlLi8EEvT_PKdPi(long, const double *, int *__restrict__);
static void __device_stub__Z14score30_kernelIlEvPKT_S2_PS0_(const long *, const long *__restrict__, long *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15smooth12_kerneliPiPKi(int __par0, int *__restrict__ __par1, const int *__par2){ int *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, int *__restrict__, const int *))smooth12_kernel)), 0U);}
# 23 "i000580.cu"
void smooth12_kernel( int __cuda_0,int *__restrict__ __cuda_1,const int *__cuda_2)
# 23 "i000580.cu"
{__device_stub__Z15smooth12_kerneliPiPKi( __cuda_0,__cuda_1,__cuda_2);
# 31 "i000580.cu"
}
# 1 "i000580.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6norm18c( char __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(char))norm18)), 0U); }
# 33 "i000580.cu"
void norm18( char __cuda_0)
# 33 "i000580.cu"
{__device_stub__Z6norm18c( __cuda_0);
# 40 "i000580.cu"
}
# 1 "i000580.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14shade22_kernelPKiiPf( const int *__restrict__ __par0,  int __par1,  float *__restrict__ __par2) {  const int *__T1;
 float *__T2;
__cudaLaunchPrologue(3); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T2 = __par2; __cudaSetupArgSimple(__T2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__, int, float *__restrict__))shade22_kernel)), 0U); }
# 43 "i000580.cu"
void shade22_kernel( const int *__restrict__ __cuda_0,int __cuda_1,float *__restrict__ __cuda_2)
# 43 "i000580.cu"
{__device_stub__Z14shade22_kernelPKiiPf( __cuda_0,__cuda_1,__cuda_2);
# 54 "i000580.cu"
}
# 1 "i000580.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9combine28PKi( const int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const int *))combine28)), 0U); }
# 56 "i000580.cu"
void combine28( const int *__cuda_0)
# 56 "i000580.cu"
{__device_stub__Z9combine28PKi( __cuda_0);
# 65 "i000580.cu"
}
# 1 "i000580.cudafe1.stub.c"
static void __device_stub__Z6split6IlLi8EEvT_PKdPi( long __par0,  const double *__par1,  int *__restrict__ __par2) {  int *__T3;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T3 = __par2; __cudaSetupArgSimple(__T3, 16UL); __cudaLaunch(((char *)((void ( *)(long, const double *, int *__restrict__))split6<long, (int)8> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_split6<long,8>( long &__cuda_0,const double *&__cuda_1,int *__restrict__ &__cuda_2){__device_stub__Z6split6IlLi8EEvT_PKdPi( (long &)__cuda_0,(const double *&)__cuda_1,(int *&)__cuda_2);}
static void __device_stub__Z14score30_kernelIlEvPKT_S2_PS0_( const long *__par0,  const long *__restrict__ __par1,  long *__restrict__ __par2) {  const long *__T4;
 long *__T5;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T4 = __par1; __cudaSetupArgSimple(__T4, 8UL); __T5 = __par2; __cudaSetupArgSimple(__T5, 16UL); __cudaLaunch(((char *)((void ( *)(const long *, const long *__restrict__, long *__restrict__))score30_kernel<long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_score30_kernel<long>( const long *&__cuda_0,const long *__restrict__ &__cuda_1,long *__restrict__ &__cuda_2){__device_stub__Z14score30_kernelIlEvPKT_S2_PS0_( (const long *&)__cuda_0,(const long *&)__cuda_1,(long *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T9) {  __nv_dummy_param_ref(__T9); __nv_save_fatbinhandle_for_managed_rt(__T9); __cudaRegisterEntry(__T9, ((void ( *)(const long *, const long *__restrict__, long *__restrict__))score30_kernel<long> ), _Z14score30_kernelIlEvPKT_S2_PS0_, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(long, const double *, int *__restrict__))split6<long, (int)8> ), _Z6split6IlLi8EEvT_PKdPi, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(const int *))combine28), _Z9combine28PKi, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(const int *__restrict__, int, float *__restrict__))shade22_kernel), _Z14shade22_kernelPKiiPf, 64); __cudaRegisterEntry(__T9, ((void ( *)(char))norm18), _Z6norm18c, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(int, int *__restrict__, const int *))smooth12_kernel), _Z15smooth12_kerneliPiPKi, (-1)); __cudaRegisterVariable(__T9, __shadow_var(d_relax21,::d_relax21), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
