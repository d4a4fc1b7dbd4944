#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000076.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13pack30_kernel8Sample12PlPfl(struct Sample12&, long *, float *, long);
static void __device_stub__Z8update16IijEvPT_(int *);
static void __device_stub__Z14scale24_kernelIiLi5EEvPT_PiS0_(int *, int *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13pack30_kernel8Sample12PlPfl(struct Sample12&__par0, long *__par1, float *__par2, long __par3){__cudaLaunchPrologue(4);__cudaSetupArg(__par0, 0UL);__cudaSetupArgSimple(__par1, 24UL);__cudaSetupArgSimple(__par2, 32UL);__cudaSetupArgSimple(__par3, 40UL);__cudaLaunch(((char *)((void ( *)(struct Sample12, long *, float *, long))pack30_kernel)), 0U);}
# 70 "v000076.cu"
void pack30_kernel( struct ::Sample12 __cuda_0,long *__cuda_1,float *__cuda_2,long __cuda_3)
# 70 "v000076.cu"
{__device_stub__Z13pack30_kernel8Sample12PlPfl( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 77 "v000076.cu"
}
# 1 "v000076.cudafe1.stub.c"
static void __device_stub__Z8update16IijEvPT_( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))update16<int, unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_update16<int,unsigned>( int *&__cuda_0){__device_stub__Z8update16IijEvPT_( (int *&)__cuda_0);}
static void __device_stub__Z14scale24_kernelIiLi5EEvPT_PiS0_( int *__par0,  int *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, int *, int))scale24_kernel<int, (int)5> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_scale24_kernel<int,5>( int *&__cuda_0,int *&__cuda_1,int &__cuda_2){__device_stub__Z14scale24_kernelIiLi5EEvPT_PiS0_( (int *&)__cuda_0,(int *&)__cuda_1,(int &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *, int *, int))scale24_kernel<int, (int)5> ), _Z14scale24_kernelIiLi5EEvPT_PiS0_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *))update16<int, unsigned int> ), _Z8update16IijEvPT_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(struct Sample12, long *, float *, long))pack30_kernel), _Z13pack30_kernel8Sample12PlPfl, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
