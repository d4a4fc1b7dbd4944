#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001994.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13march4_kernelxii(long long, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14split19_kerneli(int);
static void __device_stub__Z7scale12IlEvPT_fS1_(long *, float, long *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13march4_kernelxii(long long __par0, int __par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaLaunch(((char *)((void ( *)(long long, int, int))march4_kernel)), 0U);}
# 14 "v001994.cu"
void march4_kernel( long long __cuda_0,int __cuda_1,int __cuda_2)
# 15 "v001994.cu"
{__device_stub__Z13march4_kernelxii( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v001994.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14split19_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))split19_kernel)), 0U); }
# 57 "v001994.cu"
void split19_kernel( int __cuda_0)
# 58 "v001994.cu"
{__device_stub__Z14split19_kerneli( __cuda_0);
# 68 "v001994.cu"
}
# 1 "v001994.cudafe1.stub.c"
static void __device_stub__Z7scale12IlEvPT_fS1_( long *__par0,  float __par1,  long *__restrict__ __par2) {  long *__T0;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T0 = __par2; __cudaSetupArgSimple(__T0, 16UL); __cudaLaunch(((char *)((void ( *)(long *, float, long *__restrict__))scale12<long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_scale12<long>( long *&__cuda_0,float &__cuda_1,long *__restrict__ &__cuda_2){__device_stub__Z7scale12IlEvPT_fS1_( (long *&)__cuda_0,(float &)__cuda_1,(long *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(long *, float, long *__restrict__))scale12<long> ), _Z7scale12IlEvPT_fS1_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int))split19_kernel), split19_kernel, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(long long, int, int))march4_kernel), _Z13march4_kernelxii, (-1)); __cudaRegisterVariable(__T4, __shadow_var(c_gather11,::c_gather11), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
