#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000976.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8smooth204Acc5iPf(struct Acc5&, int, float *);
static void __device_stub__Z15smooth28_kernelIjfEvPKT0_T_(const float *, unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8smooth204Acc5iPf(struct Acc5&__par0, int __par1, float *__par2){__cudaLaunchPrologue(3);__cudaSetupArg(__par0, 0UL);__cudaSetupArgSimple(__par1, 12UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(struct Acc5, int, float *))smooth20)), 0U);}
# 40 "v000976.cu"
void smooth20( struct ::Acc5 __cuda_0,int __cuda_1,float *__cuda_2)
# 40 "v000976.cu"
{__device_stub__Z8smooth204Acc5iPf( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v000976.cudafe1.stub.c"
static void __device_stub__Z15smooth28_kernelIjfEvPKT0_T_( const float *__par0,  unsigned __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const float *, unsigned))smooth28_kernel<unsigned int, float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_smooth28_kernel<unsigned,float>( const float *&__cuda_0,unsigned &__cuda_1){__device_stub__Z15smooth28_kernelIjfEvPKT0_T_( (const float *&)__cuda_0,(unsigned &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const float *, unsigned))smooth28_kernel<unsigned int, float> ), _Z15smooth28_kernelIjfEvPKT0_T_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(struct Acc5, int, float *))smooth20), _Z8smooth204Acc5iPf, 128); __cudaRegisterVariable(__T4, __shadow_var(d_probe15,::d_probe15), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
