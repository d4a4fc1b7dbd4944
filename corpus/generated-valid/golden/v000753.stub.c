#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000753.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fuse23_kernelPKaPh(const signed char *__restrict__, unsigned char *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5impl67trace15EPcPKj(char *__restrict__, const unsigned *);
static void __device_stub__ZN5impl66march7IjjEEvT_PS1_PT0_(unsigned, unsigned *__restrict__, unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13fuse23_kernelPKaPh(const signed char *__restrict__ __par0, unsigned char *__par1){ const signed char *__T0;
__cudaLaunchPrologue(2);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const signed char *__restrict__, unsigned char *))fuse23_kernel)), 0U);}
# 49 "v000753.cu"
void fuse23_kernel( const signed char *__restrict__ __cuda_0,unsigned char *__cuda_1)
# 50 "v000753.cu"
{__device_stub__Z13fuse23_kernelPKaPh( __cuda_0,__cuda_1);
# 58 "v000753.cu"
}
# 1 "v000753.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5impl67trace15EPcPKj( char *__restrict__ __par0,  const unsigned *__par1) {  char *__T4;
__cudaLaunchPrologue(2); __T4 = __par0; __cudaSetupArgSimple(__T4, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(char *__restrict__, const unsigned *))impl6::trace15)), 0U); }
# 31 "v000753.cu"
void impl6::trace15( char *__restrict__ __cuda_0,const unsigned *__cuda_1)
# 32 "v000753.cu"
{__device_stub__ZN5impl67trace15EPcPKj( __cuda_0,__cuda_1);
# 41 "v000753.cu"
}
# 1 "v000753.cudafe1.stub.c"
static void __device_stub__ZN5impl66march7IjjEEvT_PS1_PT0_( unsigned __par0,  unsigned *__restrict__ __par1,  unsigned *__par2) {  unsigned *__T5;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T5 = __par1; __cudaSetupArgSimple(__T5, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned, unsigned *__restrict__, unsigned *))impl6::march7<unsigned int, unsigned int> )), 0U); }namespace impl6{

template<> __specialization_static void __wrapper__device_stub_march7<unsigned,unsigned>( unsigned &__cuda_0,unsigned *__restrict__ &__cuda_1,unsigned *&__cuda_2){__device_stub__ZN5impl66march7IjjEEvT_PS1_PT0_( (unsigned &)__cuda_0,(unsigned *&)__cuda_1,(unsigned *&)__cuda_2);}}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(unsigned, unsigned *__restrict__, unsigned *))impl6::march7<unsigned int, unsigned int> ), _ZN5impl66march7IjjEEvT_PS1_PT0_, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(char *__restrict__, const unsigned *))impl6::trace15), _ZN5impl67trace15EPcPKj, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const signed char *__restrict__, unsigned char *))fuse23_kernel), _Z13fuse23_kernelPKaPh, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
