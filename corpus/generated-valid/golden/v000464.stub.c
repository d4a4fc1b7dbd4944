#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000464.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7shade13j(unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8update28b(bool);
static void __device_stub__Z9combine18IjEvPKT_PS0_S2_i(const unsigned *, unsigned *, const unsigned *, int);
static void __device_stub__Z6grow34IiEvT_(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7shade13j(unsigned __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(unsigned))shade13)), 0U);}
# 32 "v000464.cu"
void shade13( unsigned __cuda_0)
# 33 "v000464.cu"
{__device_stub__Z7shade13j( __cuda_0);




}
# 1 "v000464.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8update28b( bool __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(bool))update28)), 0U); }
# 63 "v000464.cu"
void update28( bool __cuda_0)
# 64 "v000464.cu"
{__device_stub__Z8update28b( __cuda_0);
# 76 "v000464.cu"
}
# 1 "v000464.cudafe1.stub.c"
static void __device_stub__Z9combine18IjEvPKT_PS0_S2_i( const unsigned *__par0,  unsigned *__par1,  const unsigned *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, unsigned *, const unsigned *, int))combine18<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_combine18<unsigned>( const unsigned *&__cuda_0,unsigned *&__cuda_1,const unsigned *&__cuda_2,int &__cuda_3){__device_stub__Z9combine18IjEvPKT_PS0_S2_i( (const unsigned *&)__cuda_0,(unsigned *&)__cuda_1,(const unsigned *&)__cuda_2,(int &)__cuda_3);}
static void __device_stub__Z6grow34IiEvT_( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))grow34<int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_grow34<int>( int &__cuda_0){__device_stub__Z6grow34IiEvT_( (int &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T17) {  __nv_dummy_param_ref(__T17); __nv_save_fatbinhandle_for_managed_rt(__T17); __cudaRegisterEntry(__T17, ((void ( *)(int))grow34<int> ), _Z6grow34IiEvT_, (-1)); __cudaRegisterEntry(__T17, ((void ( *)(const unsigned *, unsigned *, const unsigned *, int))combine18<unsigned int> ), _Z9combine18IjEvPKT_PS0_S2_i, (-1)); __cudaRegisterEntry(__T17, ((void ( *)(bool))update28), _Z8update28b, (-1)); __cudaRegisterEntry(__T17, ((void ( *)(unsigned))shade13), _Z7shade13j, (-1)); __cudaRegisterVariable(__T17, __shadow_var(c_reduce27,::c_reduce27), 0, 2UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
