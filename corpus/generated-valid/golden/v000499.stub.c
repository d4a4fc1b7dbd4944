#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000499.fatbin.c"
static void __device_stub__Z12fuse5_kerneliPlPKx(int, long *__restrict__, const long long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16scatter18_kerneljPKi(unsigned, const int *);
static void __device_stub__Z14scale24_kernelIjEvT_i(unsigned, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z12fuse5_kerneliPlPKx(int __par0, long *__restrict__ __par1, const long long *__par2){ long *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, long *__restrict__, const long long *))fuse5_kernel)), 0U);}
# 13 "v000499.cu"
static void fuse5_kernel( int __cuda_0,long *__restrict__ __cuda_1,const long long *__cuda_2)
# 14 "v000499.cu"
{__device_stub__Z12fuse5_kerneliPlPKx( __cuda_0,__cuda_1,__cuda_2);
# 27 "v000499.cu"
}
# 1 "v000499.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16scatter18_kerneljPKi( unsigned __par0,  const int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned, const int *))scatter18_kernel)), 0U); }
# 42 "v000499.cu"
void scatter18_kernel( unsigned __cuda_0,const int *__cuda_1)
# 43 "v000499.cu"
{__device_stub__Z16scatter18_kerneljPKi( __cuda_0,__cuda_1);
# 52 "v000499.cu"
}
# 1 "v000499.cudafe1.stub.c"
static void __device_stub__Z14scale24_kernelIjEvT_i( unsigned __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(unsigned, int))scale24_kernel<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_scale24_kernel<unsigned>( unsigned &__cuda_0,int &__cuda_1){__device_stub__Z14scale24_kernelIjEvT_i( (unsigned &)__cuda_0,(int &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(unsigned, int))scale24_kernel<unsigned int> ), _Z14scale24_kernelIjEvT_i, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(unsigned, const int *))scatter18_kernel), _Z16scatter18_kerneljPKi, 256); __cudaRegisterEntry(__T5, ((void ( *)(int, long *__restrict__, const long long *))fuse5_kernel), _Z12fuse5_kerneliPlPKx, (-1)); __cudaRegisterVariable(__T5, __shadow_var(d_tally13,::d_tally13), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
