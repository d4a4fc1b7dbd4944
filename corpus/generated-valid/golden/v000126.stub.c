#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000126.fatbin.c"
static void __device_stub__Z15stencil7_kernelIlEvPT_S1_Pf(long *, long *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14blend20_kerneliiit(int, int, int, unsigned short);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7drift29PfxPKf(float *, long long, const float *);
static void __device_stub__Z6tile36IlLi1EEvT_PKiPfi(long, const int *, float *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z15stencil7_kernelIlEvPT_S1_Pf(long *__par0, long *__par1, float *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(long *, long *, float *))stencil7_kernel<long> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_stencil7_kernel<long>( long *&__cuda_0,long *&__cuda_1,float *&__cuda_2){__device_stub__Z15stencil7_kernelIlEvPT_S1_Pf( (long *&)__cuda_0,(long *&)__cuda_1,(float *&)__cuda_2);}
__attribute__((visibility("hidden"))) void __device_stub__Z14blend20_kerneliiit(int __par0, int __par1, int __par2, unsigned short __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 12UL);__cudaLaunch(((char *)((void ( *)(int, int, int, unsigned short))blend20_kernel)), 0U);}
# 42 "v000126.cu"
void blend20_kernel( int __cuda_0,int __cuda_1,int __cuda_2,unsigned short __cuda_3)
# 43 "v000126.cu"
{__device_stub__Z14blend20_kerneliiit( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 58 "v000126.cu"
}
# 1 "v000126.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7drift29PfxPKf( float *__par0,  long long __par1,  const float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float *, long long, const float *))drift29)), 0U); }
# 60 "v000126.cu"
void drift29( float *__cuda_0,long long __cuda_1,const float *__cuda_2)
# 61 "v000126.cu"
{__device_stub__Z7drift29PfxPKf( __cuda_0,__cuda_1,__cuda_2);
# 69 "v000126.cu"
}
# 1 "v000126.cudafe1.stub.c"
static void __device_stub__Z6tile36IlLi1EEvT_PKiPfi( long __par0,  const int *__par1,  float *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(long, const int *, float *, int))tile36<long, (int)1> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_tile36<long,1>( long &__cuda_0,const int *&__cuda_1,float *&__cuda_2,int &__cuda_3){__device_stub__Z6tile36IlLi1EEvT_PKiPfi( (long &)__cuda_0,(const int *&)__cuda_1,(float *&)__cuda_2,(int &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(long, const int *, float *, int))tile36<long, (int)1> ), _Z6tile36IlLi1EEvT_PKiPfi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, long long, const float *))drift29), _Z7drift29PfxPKf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, int, int, unsigned short))blend20_kernel), _Z14blend20_kerneliiit, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(long *, long *, float *))stencil7_kernel<long> ), _Z15stencil7_kernelIlEvPT_S1_Pf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
