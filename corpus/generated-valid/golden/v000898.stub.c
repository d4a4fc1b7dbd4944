#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000898.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_count25Pii(int *, int);
static void __device_stub__Z13clamp3_kernelIjEvPKT_PS0_S3_Pf(const unsigned *, unsigned *, unsigned *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z11map_count25Pii(int *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, int))map_count25)), 0U);}
# 50 "v000898.cu"
void map_count25( int *__cuda_0,int __cuda_1)
# 50 "v000898.cu"
{__device_stub__Z11map_count25Pii( __cuda_0,__cuda_1); }
# 1 "v000898.cudafe1.stub.c"
static void __device_stub__Z13clamp3_kernelIjEvPKT_PS0_S3_Pf( const unsigned *__par0,  unsigned *__par1,  unsigned *__par2,  float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, unsigned *, unsigned *, float *))clamp3_kernel<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_clamp3_kernel<unsigned>( const unsigned *&__cuda_0,unsigned *&__cuda_1,unsigned *&__cuda_2,float *&__cuda_3){__device_stub__Z13clamp3_kernelIjEvPKT_PS0_S3_Pf( (const unsigned *&)__cuda_0,(unsigned *&)__cuda_1,(unsigned *&)__cuda_2,(float *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned *, unsigned *, unsigned *, float *))clamp3_kernel<unsigned int> ), _Z13clamp3_kernelIjEvPKT_PS0_S3_Pf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, int))map_count25), _Z11map_count25Pii, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_spread23,::d_spread23), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
