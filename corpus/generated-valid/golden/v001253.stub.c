#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001253.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_split9Pfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7shade10iPi(int, int *);
static void __device_stub__Z14drift21_kernelIlfEvPT_S0_j(long *, long, unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z10map_split9Pfi(float *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(float *, int))map_split9)), 0U);}
# 28 "v001253.cu"
void map_split9( float *__cuda_0,int __cuda_1)
# 28 "v001253.cu"
{__device_stub__Z10map_split9Pfi( __cuda_0,__cuda_1); }
# 1 "v001253.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7shade10iPi( int __par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, int *))shade10)), 0U); }
# 30 "v001253.cu"
void shade10( int __cuda_0,int *__cuda_1)
# 31 "v001253.cu"
{__device_stub__Z7shade10iPi( __cuda_0,__cuda_1);
# 48 "v001253.cu"
}
# 1 "v001253.cudafe1.stub.c"
static void __device_stub__Z14drift21_kernelIlfEvPT_S0_j( long *__par0,  long __par1,  unsigned __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(long *, long, unsigned))drift21_kernel<long, float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_drift21_kernel<long,float>( long *&__cuda_0,long &__cuda_1,unsigned &__cuda_2){__device_stub__Z14drift21_kernelIlfEvPT_S0_j( (long *&)__cuda_0,(long &)__cuda_1,(unsigned &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(long *, long, unsigned))drift21_kernel<long, float> ), _Z14drift21_kernelIlfEvPT_S0_j, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, int *))shade10), _Z7shade10iPi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float *, int))map_split9), _Z10map_split9Pfi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
