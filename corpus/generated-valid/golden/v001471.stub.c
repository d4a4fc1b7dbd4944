#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001471.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7sweep15fiil(float, int, int, long);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fold23_kerneljhi(unsigned, unsigned char, int);
static void __device_stub__Z5rank9IfEvPKT_S2_(const float *, const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7sweep15fiil(float __par0, int __par1, int __par2, long __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(float, int, int, long))sweep15)), 0U);}
# 36 "v001471.cu"
void sweep15( float __cuda_0,int __cuda_1,int __cuda_2,long __cuda_3)
# 36 "v001471.cu"
{__device_stub__Z7sweep15fiil( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 46 "v001471.cu"
}
# 1 "v001471.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13fold23_kerneljhi( unsigned __par0,  unsigned char __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned, unsigned char, int))fold23_kernel)), 0U); }
# 48 "v001471.cu"
void fold23_kernel( unsigned __cuda_0,unsigned char __cuda_1,int __cuda_2)
# 48 "v001471.cu"
{__device_stub__Z13fold23_kerneljhi( __cuda_0,__cuda_1,__cuda_2);
# 62 "v001471.cu"
}
# 1 "v001471.cudafe1.stub.c"
static void __device_stub__Z5rank9IfEvPKT_S2_( const float *__par0,  const float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const float *, const float *))rank9<float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_rank9<float>( const float *&__cuda_0,const float *&__cuda_1){__device_stub__Z5rank9IfEvPKT_S2_( (const float *&)__cuda_0,(const float *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const float *, const float *))rank9<float> ), _Z5rank9IfEvPKT_S2_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned, unsigned char, int))fold23_kernel), _Z13fold23_kerneljhi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float, int, int, long))sweep15), _Z7sweep15fiil, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_bump14,::c_bump14), 0, 16UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
