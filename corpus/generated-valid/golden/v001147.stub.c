#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001147.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7spread8iPsPiPKi(int, short *, int *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14probe17_kernelPfPi(float *__restrict__, int *__restrict__);
static void __device_stub__Z14score28_kernelIlLi3EEvPT_Pf(long *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7spread8iPsPiPKi(int __par0, short *__par1, int *__par2, const int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, short *, int *, const int *))spread8)), 0U);}
# 18 "v001147.cu"
void spread8( int __cuda_0,short *__cuda_1,int *__cuda_2,const int *__cuda_3)
# 18 "v001147.cu"
{__device_stub__Z7spread8iPsPiPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 28 "v001147.cu"
}
# 1 "v001147.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14probe17_kernelPfPi( float *__restrict__ __par0,  int *__restrict__ __par1) {  float *__T0;
 int *__T1;
__cudaLaunchPrologue(2); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaLaunch(((char *)((void ( *)(float *__restrict__, int *__restrict__))probe17_kernel)), 0U); }
# 31 "v001147.cu"
void probe17_kernel( float *__restrict__ __cuda_0,int *__restrict__ __cuda_1)
# 31 "v001147.cu"
{__device_stub__Z14probe17_kernelPfPi( __cuda_0,__cuda_1);




}
# 1 "v001147.cudafe1.stub.c"
static void __device_stub__Z14score28_kernelIlLi3EEvPT_Pf( long *__par0,  float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(long *, float *))score28_kernel<long, (int)3> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_score28_kernel<long,3>( long *&__cuda_0,float *&__cuda_1){__device_stub__Z14score28_kernelIlLi3EEvPT_Pf( (long *&)__cuda_0,(float *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(long *, float *))score28_kernel<long, (int)3> ), _Z14score28_kernelIlLi3EEvPT_Pf, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float *__restrict__, int *__restrict__))probe17_kernel), _Z14probe17_kernelPfPi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, short *, int *, const int *))spread8), _Z7spread8iPsPiPKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
