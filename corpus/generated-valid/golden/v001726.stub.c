#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001726.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7merge15i(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7accum25PhPdi(unsigned char *, double *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7merge15i(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))merge15)), 0U);}
# 23 "v001726.cu"
void merge15( int __cuda_0)
# 23 "v001726.cu"
{__device_stub__Z7merge15i( __cuda_0);
# 29 "v001726.cu"
}
# 1 "v001726.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7accum25PhPdi( unsigned char *__par0,  double *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned char *, double *, int))accum25)), 0U); }
# 36 "v001726.cu"
void accum25( unsigned char *__cuda_0,double *__cuda_1,int __cuda_2)
# 36 "v001726.cu"
{__device_stub__Z7accum25PhPdi( __cuda_0,__cuda_1,__cuda_2);
# 46 "v001726.cu"
}
# 1 "v001726.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(unsigned char *, double *, int))accum25), _Z7accum25PhPdi, 256); __cudaRegisterEntry(__T2, ((void ( *)(int))merge15), _Z7merge15i, (-1)); __cudaRegisterVariable(__T2, __shadow_var(_ZN41_INTERNAL_189d0179_10_v001726_cu_243161f76util213v229d_blend23E,::util21::v22::d_blend23), 0, 16UL, 0, 0); __cudaRegisterVariable(__T2, __shadow_var(_ZN6util213v229d_split24E,::util21::v22::d_split24), 0, 32UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
